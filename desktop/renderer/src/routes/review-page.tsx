import { useQuery } from '@tanstack/react-query';
import { messages, pageRoutes } from '@zencode/shared/contract';
import { Navigate } from 'react-router';
import { LoadError } from '@/components/ui/load-error.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { OfflineNotice } from '@/features/desktop/index.ts';
import {
  classifyCards,
  NoteSearch,
  ReviewHistoryActions,
  ReviewOutboxList,
  ReviewSection,
  reviewQueueApi,
  reviewQueueKey,
} from '@/features/review-queue/index.ts';

/** /review: what is due today, overdue and coming up in the review schedule, and the notes. */
export function ReviewPage() {
  const auth = useAuth();
  const queue = useQuery({
    queryKey: reviewQueueKey,
    queryFn: ({ signal }) => reviewQueueApi.queue(signal),
    enabled: auth.status === 'authenticated',
  });
  if (auth.status === 'unauthenticated') return <Navigate to={pageRoutes.signin} replace />;
  const sections = queue.data ? classifyCards(queue.data.cards, new Date()) : null;
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title="Review"
        description="Solve again what you are about to forget: each solved problem comes back when the schedule says."
        actions={<ReviewHistoryActions />}
        stackUntil="md"
      />
      {queue.data?.offlineCopy && <OfflineNotice>{messages.cachedCopy}</OfflineNotice>}
      <ReviewOutboxList
        names={new Map(queue.data?.cards.map((card) => [card.problemId, card.name]) ?? [])}
      />
      {queue.isError ? (
        <LoadError message={messages.fetchProblemsFailed} onRetry={() => void queue.refetch()} />
      ) : !sections ? (
        <PageSpinner />
      ) : (
        <div className="grid gap-6">
          <ReviewSection
            title="Due today"
            cards={sections.dueToday}
            empty="Nothing is due today."
            testId="review-due-today"
          />
          <ReviewSection
            title="Overdue"
            cards={sections.overdue}
            empty="Nothing is overdue."
            testId="review-overdue"
          />
          <ReviewSection
            title="Coming up"
            cards={sections.upcoming}
            empty="Solve a problem and it joins your schedule."
            testId="review-upcoming"
          />
        </div>
      )}
      <NoteSearch />
    </main>
  );
}
