import { messages, outboxWaitingText } from '@zencode/shared/contract';
import { CloudOffIcon, KeyRoundIcon, SendIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { useDesktopStatus } from './use-desktop-status.ts';

/**
 * The desktop's calm status in the top bar: "Offline" when the server cannot be reached, the
 * submissions waiting to send, and once per run the note that the session is not kept.
 */
export function DesktopStatus() {
  const { online, waiting, notice, dismissNotice } = useDesktopStatus();
  return (
    <div className="flex items-center gap-1.5" data-testid="desktop-status">
      {!online && (
        <Badge variant="outline" title={messages.serverUnreachable} role="status">
          <CloudOffIcon />
          {messages.offlineBadge}
          <span className="sr-only">: {messages.serverUnreachable}</span>
        </Badge>
      )}
      {waiting.length > 0 && (
        <Badge
          variant="secondary"
          title={messages.submissionQueuedOffline}
          data-testid="outbox-badge"
        >
          <SendIcon />
          {outboxWaitingText(waiting.length)}
        </Badge>
      )}
      {notice && (
        <button type="button" onClick={dismissNotice} title={notice} className="cursor-pointer">
          <Badge variant="outline">
            <KeyRoundIcon />
            {notice}
          </Badge>
        </button>
      )}
    </div>
  );
}
