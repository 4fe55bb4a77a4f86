import { describe, expect, it } from 'vitest';
import { getLanguage } from '../languages/index.ts';
import { loadBudgetMs, submissionWallBudgetMs, totalWallCapMs } from './run-limits.ts';

describe('a submission’s wall-clock budget', () => {
  const c = getLanguage('c');
  const python = getLanguage('python');
  const small = { timeMs: 100, memoryMb: 256 };

  it('grows with the cases, the time limit and the language’s multiplier, plus one load', () => {
    expect(submissionWallBudgetMs(c, small, 10)).toBe(loadBudgetMs + 10 * 100 * 3);
    expect(submissionWallBudgetMs(c, small, 20)).toBe(loadBudgetMs + 20 * 100 * 3);
    expect(submissionWallBudgetMs(c, { ...small, timeMs: 200 }, 10)).toBe(
      loadBudgetMs + 10 * 200 * 3,
    );
    expect(submissionWallBudgetMs(python, small, 10)).toBe(loadBudgetMs + 10 * 100 * 3 * 3);
  });

  it('never exceeds the cap on a whole submission', () => {
    expect(submissionWallBudgetMs(python, { timeMs: 2000, memoryMb: 256 }, 50)).toBe(
      totalWallCapMs,
    );
  });
});
