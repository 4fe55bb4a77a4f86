import { describe, expect, it } from 'vitest';
import { editorialIdea } from './interview-report.ts';

const approach = (number: number, idea: string) =>
  `## Approach ${number}: A${number}\n\n<!-- code: reference -->\n\n**Idea.** ${idea}\nOn two lines.\n\n` +
  '**Why it works.** w\n\n**Steps.**\n\n1. s\n\n- Time: O(1): r.\n- Space: O(1): r.\n\n';

describe('editorialIdea', () => {
  it("is a teaching editorial's last approach's Idea paragraph", () => {
    const teaching = `${approach(1, 'Try all.')}${approach(2, 'Halve the range.')}## Pitfalls\n\n## Worked example\n`;
    expect(editorialIdea(teaching)).toBe('Halve the range.\nOn two lines.');
  });

  it('is the Idea section of the old format, and null without an editorial', () => {
    const old = '## Idea\n\nAdd them.\n\n## Approach\n\n1. Add.\n\n## Complexity\n\nO(1).';
    expect(editorialIdea(old)).toBe('Add them.');
    expect(editorialIdea(null)).toBeNull();
  });
});
