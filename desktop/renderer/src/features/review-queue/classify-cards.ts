import type { ReviewCard } from '@zencode/shared/contract';

/** A 'YYYY-MM-DD' date of an instant in this browser's time zone. */
export const localDate = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/**
 * The Review page's sections by this device's clock: overdue (due before today), due today, and
 * coming up; each soonest first.
 */
export function classifyCards(cards: readonly ReviewCard[], now: Date) {
  const today = localDate(now);
  const sections = {
    overdue: [] as ReviewCard[],
    dueToday: [] as ReviewCard[],
    upcoming: [] as ReviewCard[],
  };
  for (const card of [...cards].sort((a, b) => a.due.localeCompare(b.due))) {
    const day = localDate(new Date(card.due));
    if (day < today) sections.overdue.push(card);
    else if (day === today) sections.dueToday.push(card);
    else sections.upcoming.push(card);
  }
  return sections;
}
