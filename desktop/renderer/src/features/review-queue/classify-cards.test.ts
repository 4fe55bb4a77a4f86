import type { ReviewCard } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { classifyCards, localDate } from './classify-cards.ts';

const card = (problemId: string, due: Date): ReviewCard => ({
  problemId,
  name: problemId,
  difficulty: 'Easy',
  due: due.toISOString(),
  reps: 1,
  lapses: 0,
  last: { problemId, rating: 'Good', reviewedAt: due.toISOString(), proposed: false, reasons: [] },
  lastIsToday: false,
});

describe('classifyCards', () => {
  it('sorts cards into overdue, due today and coming up by the local date', () => {
    const now = new Date(2026, 10, 26, 12, 0);
    const sections = classifyCards(
      [
        card('later', new Date(2026, 10, 29, 9, 0)),
        card('tonight', new Date(2026, 10, 26, 23, 0)),
        card('old', new Date(2026, 10, 20, 9, 0)),
        card('morning', new Date(2026, 10, 26, 7, 0)),
      ],
      now,
    );
    expect(sections.overdue.map((c) => c.problemId)).toEqual(['old']);
    expect(sections.dueToday.map((c) => c.problemId)).toEqual(['morning', 'tonight']);
    expect(sections.upcoming.map((c) => c.problemId)).toEqual(['later']);
    expect(localDate(now)).toBe('2026-11-26');
  });
});
