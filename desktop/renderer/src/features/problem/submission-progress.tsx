import { cn } from '@/lib/utils.ts';
import type { SubmitState } from './use-submit-code.ts';

const stageText = {
  queued: 'Waiting for the judge...',
  compiling: 'Compiling...',
  running: 'Running',
} as const;

/** Live progress while judging: the stage, then "case k of n" with a bar. */
export function SubmissionProgress({
  state,
}: {
  state: Extract<SubmitState, { phase: 'judging' }>;
}) {
  const running = state.stage === 'running' && state.totalCases > 0;
  const percent = running ? Math.round((state.casesDone / state.totalCases) * 100) : 0;
  return (
    <div className="space-y-3 p-4" data-testid="submission-progress" role="status">
      <p className="text-sm font-medium">
        {running
          ? `Judging case ${Math.min(state.casesDone + 1, state.totalCases)} of ${state.totalCases}`
          : state.stage === 'done'
            ? 'Finishing...'
            : stageText[state.stage]}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          className={cn(
            'h-full rounded-full bg-primary transition-[width] duration-300',
            !running && 'w-1/4 animate-pulse',
          )}
          style={running ? { width: `${Math.max(percent, 4)}%` } : undefined}
        />
      </div>
    </div>
  );
}
