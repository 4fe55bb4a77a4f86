import type { ReviewRating } from '@zencode/shared/contract';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Grade } from 'ts-fsrs';

// No fuzz: the same log always gives the same schedule, on the web and in the desktop app. No
// short-term steps: a re-solve minutes later teaches nothing, so even Again waits a day.
const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

const grades: Record<ReviewRating, Grade> = {
  Again: Rating.Again,
  Hard: Rating.Hard,
  Good: Rating.Good,
  Easy: Rating.Easy,
};

/** A card's FSRS state after replaying its ratings in time order (ts-fsrs, FSRS-6 defaults). */
export function scheduleFromLog(ratings: readonly { rating: ReviewRating; reviewedAt: Date }[]) {
  const ordered = [...ratings].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
  let card = createEmptyCard(ordered[0]?.reviewedAt ?? new Date(0));
  for (const { rating, reviewedAt } of ordered) {
    card = scheduler.next(card, reviewedAt, grades[rating]).card;
  }
  return { due: card.due, reps: card.reps, lapses: card.lapses };
}
