import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewQueueMessages } from '@zencode/shared/contract';
import { CloudOffIcon } from 'lucide-react';
import type { ReviewOutboxEntryView } from '../../../../preload/offline-api.ts';
import { Button } from '@/components/ui/button.tsx';
import { desktopApi } from '@/lib/platform.ts';

const reviewOutboxKey = ['review-outbox'] as const;

function what(entry: ReviewOutboxEntryView, name: string): string {
  if (entry.kind === 'rating') return `Rated ${entry.rating}: ${name}`;
  if (entry.kind === 'give-up') return `Review given up: ${name}`;
  return `Note on ${name}`;
}

/**
 * The desktop app's review ratings and notes made offline that the account does not have yet:
 * waiting ones (sent when the server answers), and refused ones with the server's reason and
 * their text, until the learner discards them. Nothing in a browser, nothing when empty.
 */
export function ReviewOutboxList({ names }: { names: ReadonlyMap<string, string> }) {
  const reviewOutbox = desktopApi()?.offline.reviewOutbox;
  const queryClient = useQueryClient();
  const entries = useQuery({
    queryKey: reviewOutboxKey,
    queryFn: () => reviewOutbox?.list() ?? Promise.resolve([]),
    enabled: reviewOutbox !== undefined,
    staleTime: 0,
  });
  if (!reviewOutbox || !entries.data || entries.data.length === 0) return null;
  return (
    <section
      aria-label="Not sent yet"
      data-testid="review-outbox"
      className="grid gap-2 rounded-xl border border-dashed px-4 py-3 text-sm"
    >
      <h2 className="flex items-center gap-2 font-semibold tracking-tight">
        <CloudOffIcon className="size-4 text-muted-foreground" aria-hidden />
        Not sent yet ({entries.data.length})
      </h2>
      <p className="text-muted-foreground">{reviewQueueMessages.keptOffline}</p>
      <ul className="grid gap-2">
        {entries.data.map((entry) => (
          <li key={entry.idempotencyKey} className="grid gap-1" data-state={entry.state}>
            <span className="font-medium">
              {what(entry, names.get(entry.problemId) ?? entry.problemId)}
            </span>
            {entry.kind === 'note' && (
              <span className="line-clamp-2 whitespace-pre-wrap text-muted-foreground">
                {entry.body}
              </span>
            )}
            {entry.state !== 'waiting' && (
              <span className="flex flex-wrap items-center gap-2 text-destructive">
                {entry.reason}
                {entry.state === 'refused' && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      void reviewOutbox
                        .discard(entry.idempotencyKey)
                        .then(() => queryClient.invalidateQueries({ queryKey: reviewOutboxKey }))
                    }
                  >
                    Discard
                  </Button>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
