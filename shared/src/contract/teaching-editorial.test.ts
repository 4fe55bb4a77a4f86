import { describe, expect, it } from 'vitest';
import { editorialProblems } from './problem-help.ts';
import {
  isTeachingEditorial,
  parseTeachingEditorial,
  teachingEditorialProblems,
} from './teaching-editorial.ts';

/** A teaching editorial of Add Two that satisfies every rule of the format. */
const good = `## Approach 1: Count up

<!-- code: wrong-brute -->

**Idea.** Start from a and step b times.

**Why it works.** Each step adds one, so after b steps we stand at a + b.

**Steps.**

1. Start at a.
2. Add one, b times.

- Time: O(b): one step per unit of b.
- Space: O(1): one counter.

## Approach 2: Add

<!-- code: reference -->

**Idea.** The machine adds in one instruction.

**Why it works.** That is what + means.

**Steps.**

1. Return a + b.

- Time: O(1): one addition.
- Space: O(1): nothing stored.

## Pitfalls

- **Counting down with a negative b.** The loop never ends: \`while b != 0: b -= 1\` runs forever
  for b < 0; add directly with \`return a + b\`.
- **Concatenating.** \`str(a) + str(b)\` gives "12", not 3.

\`\`\`python
# a comment inside code is no heading
return a + b
\`\`\`

## Worked example

| step | a | b | answer |
| --- | --- | --- | --- |
| 1 | 1 | 2 | 3 |

The answer is 3.
`;

const problemsOf = (text: string) => teachingEditorialProblems(text);

describe('the teaching editorial format', () => {
  it('accepts an editorial that follows it, through editorialProblems too', () => {
    expect(isTeachingEditorial(good)).toBe(true);
    expect(problemsOf(good)).toEqual([]);
    expect(editorialProblems(good)).toEqual([]);
  });

  it('still accepts the old Idea, Approach, Complexity editorial', () => {
    const old =
      '## Idea\n\nAdd.\n\n## Approach\n\n1. Add.\n\n## Complexity\n\nTime O(1), space O(1).';
    expect(isTeachingEditorial(old)).toBe(false);
    expect(editorialProblems(old)).toEqual([]);
  });

  it('reads the approaches, their markers and complexities, the pitfalls and the example', () => {
    const parsed = parseTeachingEditorial(good);
    expect(
      parsed.approaches.map(({ number, name, code, time, space }) => ({
        number,
        name,
        code,
        time,
        space,
      })),
    ).toEqual([
      { number: 1, name: 'Count up', code: 'wrong-brute', time: 'O(b)', space: 'O(1)' },
      { number: 2, name: 'Add', code: 'reference', time: 'O(1)', space: 'O(1)' },
    ]);
    expect(parsed.approaches[0]!.markdown).toMatch(/^\*\*Idea\.\*\* Start/);
    expect(parsed.pitfalls).toMatch(/^- \*\*Counting down/);
    expect(parsed.pitfalls).toContain('# a comment inside code is no heading');
    expect(parsed.workedExample).toMatch(/The answer is 3\.$/);
  });

  it('wants at least two approaches', () => {
    const one = good.slice(good.indexOf('## Approach 2')).replace('Approach 2', 'Approach 1');
    expect(problemsOf(one)).toEqual([expect.stringMatching(/at least two approaches/)]);
  });

  it('wants the approaches numbered from 1 and each named', () => {
    expect(problemsOf(good.replace('## Approach 2: Add', '## Approach 3: Add'))).toEqual([
      expect.stringMatching(/## Approach 3: Add: the approaches are numbered .*expected 2/),
    ]);
    expect(problemsOf(good.replace('## Approach 2: Add', '## Approach 2:'))).toEqual([
      expect.stringMatching(/Approach 2: its heading needs a short name/),
    ]);
  });

  it('wants a code marker first in each approach, naming something it may name', () => {
    expect(problemsOf(good.replace('<!-- code: reference -->', ''))).toEqual([
      expect.stringMatching(/Approach 2 \(Add\): its first line must be a code marker/),
    ]);
    expect(problemsOf(good.replace('code: reference', 'code: solution.py'))).toEqual([
      expect.stringMatching(/Approach 2 \(Add\): <!-- code: solution\.py --> names no solution/),
    ]);
    expect(problemsOf(good.replace('code: wrong-brute', 'code: reference'))).toEqual([
      expect.stringMatching(
        /Approach 2 \(Add\): <!-- code: reference --> is already Approach 1 \(Count up\)'s code/,
      ),
    ]);
    const twoNone = good
      .replace('code: wrong-brute', 'code: none')
      .replace('code: reference', 'code: none');
    expect(problemsOf(twoNone)).toEqual([
      expect.stringMatching(/Approach 2 \(Add\): at most one approach may be <!-- code: none -->/),
    ]);
  });

  it('wants Idea, Why it works and Steps, in order, with numbered steps', () => {
    expect(problemsOf(good.replace('**Why it works.** That', 'That'))).toEqual([
      expect.stringMatching(/Approach 2 \(Add\): no \*\*Why it works\.\*\* paragraph/),
    ]);
    const swapped = good
      .replace('**Idea.** The machine', '**Steps.** The machine')
      .replace('**Steps.**\n\n1. Return', '**Idea.**\n\n1. Return');
    expect(problemsOf(swapped)).toEqual([
      expect.stringMatching(/Approach 2 \(Add\): .*must come in this order/),
    ]);
    expect(problemsOf(good.replace('1. Return a + b.', 'Return a + b.'))).toEqual([
      expect.stringMatching(
        /Approach 2 \(Add\): \*\*Steps\.\*\* must be followed by a numbered list/,
      ),
    ]);
  });

  it('wants a Time and a Space line, each with its complexity and a reason', () => {
    expect(problemsOf(good.replace('- Time: O(1): one addition.', '- Time: constant.'))).toEqual([
      expect.stringMatching(/Approach 2 \(Add\): no "- Time: O\(…\): <reason>" line/),
    ]);
    expect(problemsOf(good.replace('- Space: O(1): one counter.', '- Space: O(1)'))).toEqual([
      expect.stringMatching(/Approach 1 \(Count up\): no "- Space: O\(…\): <reason>" line/),
    ]);
  });

  it('allows no code block inside an approach', () => {
    expect(
      problemsOf(good.replace('1. Return a + b.', '1. Return.\n\n```py\nreturn a + b\n```')),
    ).toEqual([expect.stringMatching(/Approach 2 \(Add\): no code blocks in an approach/)]);
  });

  it('wants Pitfalls then Worked example after the approaches, and nothing else', () => {
    expect(problemsOf(good.replace('## Worked example', '## Example'))).toEqual([
      expect.stringMatching(
        /after the approaches come exactly ## Pitfalls then ## Worked example \(found: ## Pitfalls, ## Example\)/,
      ),
    ]);
    const noPitfalls =
      good.slice(0, good.indexOf('## Pitfalls')) + good.slice(good.indexOf('## Worked'));
    expect(problemsOf(noPitfalls)).toEqual([expect.stringMatching(/\(found: ## Worked example\)/)]);
    expect(problemsOf(`Intro.\n\n${good}`)).toEqual([
      expect.stringMatching(/text before ## Approach 1/),
    ]);
  });

  it('wants at least two pitfalls, each naming the mistake in bold', () => {
    const one = good.replace(/- \*\*Concatenating\.\*\*[^\n]*\n/, '');
    expect(problemsOf(one)).toEqual([
      expect.stringMatching(/## Pitfalls needs at least two bullets \(found 1\)/),
    ]);
    expect(problemsOf(good.replace('- **Concatenating.**', '- Concatenating.'))).toEqual([
      expect.stringMatching(/## Pitfalls: each bullet starts with the mistake in bold/),
    ]);
  });

  it('wants the worked example as a table or a numbered list', () => {
    const prose = good.slice(0, good.indexOf('| step')) + 'We add 1 and 2 and get 3.\n';
    expect(problemsOf(prose)).toEqual([
      expect.stringMatching(/## Worked example must show its steps as a table or a numbered list/),
    ]);
    expect(problemsOf(good.slice(0, good.indexOf('| step')))).toEqual([
      expect.stringMatching(/## Worked example is empty/),
    ]);
  });
});
