import type { ReviewCard } from '@zencode/shared/contract';
import { ReviewCardRow } from './review-card-row.tsx';

/** A titled list of cards (Due today, Overdue, Coming up), with what to say when it is empty. */
export function ReviewSection({
  title,
  cards,
  empty,
  testId,
}: {
  title: string;
  cards: readonly ReviewCard[];
  empty: string;
  testId: string;
}) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className="mb-2 text-sm font-semibold tracking-tight">
        {title} <span className="font-normal text-muted-foreground">({cards.length})</span>
      </h2>
      {cards.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-4 text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <ul className="divide-y overflow-hidden rounded-xl border bg-card">
          {cards.map((card) => (
            <ReviewCardRow key={card.problemId} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
