import { describe, expect, it } from 'vitest';
import { approachCodeFor, approachCodeIn } from './approach-code.ts';

/** A teaching editorial whose approaches carry these markers (only the markers matter here). */
const editorial = (...markers: string[]) =>
  markers
    .map((marker, index) => `## Approach ${index + 1}: A${index + 1}\n\n<!-- code: ${marker} -->\n`)
    .join('\n') + '\n## Pitfalls\n\n## Worked example\n';

const references = { python: 'py', cpp: 'c++', typescript: 'ts', javascript: 'js', go: 'go' };

describe('approachCodeFor', () => {
  it('gives `reference` every reference, and a slower approach its shipped code', () => {
    expect(
      approachCodeFor(editorial('wrong-brute', 'reference'), references, {
        'wrong-brute': { python: 'slow' },
      }),
    ).toEqual({ 'wrong-brute': { python: 'slow' }, reference: references });
  });

  it('gives reference.<ext> its language and `reference` the rest; reference.ts is JavaScript too', () => {
    const code = approachCodeFor(
      editorial('reference.py', 'reference.ts', 'reference'),
      references,
      {},
    );
    expect(code).toEqual({
      'reference.py': { python: 'py' },
      'reference.ts': { javascript: 'js', typescript: 'ts' },
      reference: { cpp: 'c++', go: 'go' },
    });
    // In the registry's language order, whatever order the references came in.
    expect(Object.keys(code.reference!)).toEqual(['cpp', 'go']);
  });

  it('shows nothing for `none`, for a slower approach without files, or for the old format', () => {
    expect(approachCodeFor(editorial('none', 'wrong-loop', 'reference'), references, {})).toEqual({
      'wrong-loop': {},
      reference: references,
    });
    expect(approachCodeFor('## Idea\n\nx\n\n## Approach\n\n1. y', references, {})).toEqual({});
  });
});

describe('approachCodeIn', () => {
  it("is the learner's language, else the first language that has it, marked", () => {
    expect(approachCodeIn({ python: 'py', cpp: 'c++' }, 'python')).toEqual({
      language: 'python',
      code: 'py',
      own: true,
    });
    expect(approachCodeIn({ python: 'py', java: 'j' }, 'go')).toEqual({
      language: 'python',
      code: 'py',
      own: false,
    });
    expect(approachCodeIn({}, 'go')).toBeNull();
    expect(approachCodeIn(undefined, 'go')).toBeNull();
  });
});
