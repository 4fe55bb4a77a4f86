import type { Difficulty, ReviewRating } from '@zencode/shared/contract';

/** What happened on the way to an Accepted submission. */
export interface SolveSignals {
  hintsOpened: number;
  editorialOpened: boolean;
  /** Submissions of this problem that were not Accepted, since its previous rating. */
  failedSubmissions: number;
  /** From the first of those submissions to the Accepted one; 0 for a first-try solve. */
  minutesTaken: number;
  difficulty: Difficulty;
}

/** About how long a calm solve takes at each difficulty, in minutes. */
export const expectedMinutes: Record<Difficulty, number> = { Easy: 15, Medium: 30, Hard: 45 };

/**
 * The rating proposed at an Accepted verdict, with its reasons: Again after the editorial (the
 * solution was read, not recalled); Hard after two or more hints, three or more failed
 * submissions, or more than twice the usual time; Good after one hint, a failed submission or
 * more than half the usual time; Easy otherwise.
 */
export function proposeRating(signals: SolveSignals): { rating: ReviewRating; reasons: string[] } {
  const usual = expectedMinutes[signals.difficulty];
  const reasons: string[] = [];
  if (signals.editorialOpened) reasons.push('you opened the editorial');
  if (signals.hintsOpened > 0)
    reasons.push(`you opened ${signals.hintsOpened} hint${signals.hintsOpened === 1 ? '' : 's'}`);
  if (signals.failedSubmissions > 0)
    reasons.push(
      `${signals.failedSubmissions} submission${signals.failedSubmissions === 1 ? ' was' : 's were'} not accepted`,
    );
  if (signals.minutesTaken > usual / 2)
    reasons.push(`it took ${Math.round(signals.minutesTaken)} minutes`);
  if (signals.editorialOpened) return { rating: 'Again', reasons };
  if (
    signals.hintsOpened >= 2 ||
    signals.failedSubmissions >= 3 ||
    signals.minutesTaken > usual * 2
  )
    return { rating: 'Hard', reasons };
  if (reasons.length > 0) return { rating: 'Good', reasons };
  return { rating: 'Easy', reasons: ['accepted at the first try, without help'] };
}
