import type { StudyPlan } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { planProgress } from './plan-progress.ts';

const problem = (slug: string, mostAsked: boolean) => ({ slug, exists: true, mostAsked });
const plan: StudyPlan = {
  mostAskedRule: 'The usual list.',
  patterns: [
    {
      id: 'arrays-hashing',
      name: 'Arrays & Hashing',
      problems: [problem('two-sum', true), problem('valid-sudoku', false)],
    },
    { id: 'stack', name: 'Stack', problems: [problem('min-stack', false)] },
    { id: 'trees', name: 'Trees', problems: [problem('invert-binary-tree', true)] },
  ],
};

describe('planProgress', () => {
  it('counts solved problems per pattern and overall, in the plan’s order', () => {
    const progress = planProgress(plan, 'all', new Set(['two-sum', 'min-stack', 'elsewhere']));
    expect(progress.patterns.map((p) => [p.id, p.solved, p.problems.length])).toEqual([
      ['arrays-hashing', 1, 2],
      ['stack', 1, 1],
      ['trees', 0, 1],
    ]);
    expect(progress).toMatchObject({ solved: 2, total: 4 });
  });

  it('keeps only the most asked in the short plan, dropping patterns left empty', () => {
    const progress = planProgress(plan, 'most-asked', new Set(['two-sum', 'min-stack']));
    expect(progress.patterns.map((p) => p.id)).toEqual(['arrays-hashing', 'trees']);
    expect(progress).toMatchObject({ solved: 1, total: 2 });
  });
});
