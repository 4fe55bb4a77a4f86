import { messages, outboxWaitingText } from '@zencode/shared/contract';
import { CloudOffIcon, KeyRoundIcon, SendIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { useDesktopStatus } from './use-desktop-status.ts';

/** Words that narrow windows keep for screen readers only, showing the icon (and a count). */
const wideOnly = 'max-sm:sr-only';
const narrowBadge = 'max-sm:px-1.5';

/**
 * The desktop's calm status in the top bar: "Offline" when the server cannot be reached, the
 * submissions waiting to send, and once per run the note that the session is not kept. In a
 * narrow window each shrinks to its icon (the outbox to its count), so the bar keeps its menu.
 */
export function DesktopStatus() {
  const { online, reason, waiting, notice, dismissNotice } = useDesktopStatus();
  const why =
    reason === 'timeout'
      ? messages.offlineTimeout
      : reason === 'gateway'
        ? messages.offlineGateway
        : messages.serverUnreachable;
  return (
    <div className="flex items-center gap-1 sm:gap-1.5" data-testid="desktop-status">
      {!online && (
        <Badge variant="outline" title={why} role="status" className={narrowBadge}>
          <CloudOffIcon />
          <span className={wideOnly}>{messages.offlineBadge}</span>
          <span className="sr-only" data-testid="offline-reason">
            : {why}
          </span>
        </Badge>
      )}
      {waiting.length > 0 && (
        <Badge
          variant="secondary"
          title={messages.submissionQueuedOffline}
          data-testid="outbox-badge"
          data-count={waiting.length}
          className={`${narrowBadge} max-sm:after:content-[attr(data-count)]`}
        >
          <SendIcon />
          <span className={wideOnly}>{outboxWaitingText(waiting.length)}</span>
        </Badge>
      )}
      {notice && (
        <button type="button" onClick={dismissNotice} title={notice} className="cursor-pointer">
          <Badge variant="outline" className={narrowBadge}>
            <KeyRoundIcon />
            <span className={wideOnly}>{notice}</span>
          </Badge>
        </button>
      )}
    </div>
  );
}
