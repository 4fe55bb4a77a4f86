import { LANGUAGE_LABELS } from '@zencode/shared/contract';
import type { OfflineApi, OutboxEntryView } from '../../../../preload/offline-api.ts';
import { Button } from '@/components/ui/button.tsx';

const labelOf = (language: string) =>
  Object.entries(LANGUAGE_LABELS).find(([id]) => id === language)?.[1] ?? language;

const stateText = (entry: OutboxEntryView) =>
  entry.state === 'waiting'
    ? 'Waiting to send'
    : entry.state === 'paused'
      ? `Paused: ${entry.reason ?? 'sign in again to send it.'}`
      : `Refused by the server: ${entry.reason ?? 'no reason given.'} Its code is kept as your draft.`;

/**
 * The signed-in account's outbox: each submission's problem, language and state (waiting, refused
 * with the server's reason, paused until sign-in), with Retry and Discard. Nothing leaves unseen.
 */
export function OutboxPanel({
  entries,
  outbox,
}: {
  entries: OutboxEntryView[];
  outbox: OfflineApi['outbox'];
}) {
  if (entries.length === 0) return null;
  return (
    <section className="grid gap-2" aria-labelledby="outbox-heading" data-testid="outbox-panel">
      <h3 id="outbox-heading" className="font-medium">
        Outbox
      </h3>
      <ul className="grid gap-2">
        {entries.map((entry) => (
          <li
            key={entry.idempotencyKey}
            className="grid gap-1 rounded-md border p-2"
            data-state={entry.state}
          >
            <p>
              <span className="font-medium">{entry.problemId}</span>{' '}
              <span className="text-muted-foreground">· {labelOf(entry.language)}</span>
            </p>
            <p className={entry.state === 'waiting' ? 'text-muted-foreground' : 'text-destructive'}>
              {stateText(entry)}
            </p>
            <div className="flex gap-2">
              {entry.state !== 'waiting' && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void outbox.retry(entry.idempotencyKey)}
                >
                  Retry
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void outbox.discard(entry.idempotencyKey)}
              >
                Discard
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
