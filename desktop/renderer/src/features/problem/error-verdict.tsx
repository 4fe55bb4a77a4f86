import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { VerdictBadge } from './verdict-badge.tsx';

/** An Error verdict: the message's first line is the tooltip trigger, the full text its content. */
export function ErrorVerdict({ message, reason }: { message: string; reason?: string }) {
  const firstLine = message.split('\n').find((line) => line.trim() !== '') ?? message;
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <span className="flex items-center gap-1.5">
        <VerdictBadge verdict="Error" />
        {reason && <span className="text-xs font-medium text-hard">{reason}</span>}
      </span>
      <Tooltip>
        <TooltipTrigger asChild>
          <span
            tabIndex={0}
            data-testid="error-first-line"
            className="max-w-56 cursor-help truncate font-mono text-xs text-hard underline decoration-dotted underline-offset-2 outline-none"
          >
            {firstLine}
          </span>
        </TooltipTrigger>
        <TooltipContent className="max-w-xl font-mono whitespace-pre-wrap">
          {message}
        </TooltipContent>
      </Tooltip>
    </div>
  );
}
