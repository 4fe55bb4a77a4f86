import { BugIcon, CloudUploadIcon, PlayIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Hint } from './hint.tsx';
import { problemShortcuts } from './problem-commands.ts';

export interface ProblemActionsProps {
  onRun: () => void;
  onSubmit: () => void;
  /** Absent in an interview, where the AI review is help an interviewer would not give. */
  onDebug?: () => void;
  running: boolean;
  submitting: boolean;
  reviewing: boolean;
  /** No editor yet (problem loading or missing): the actions wait. */
  ready: boolean;
  /** A blank editor has nothing to run or submit (Debug still answers 'No code to review.'). */
  hasCode?: boolean;
  /** A bar with more in it (an interview's problems, countdown and End; the desktop's offline and
   *  outbox badges): on a phone the actions keep their words and drop their icons. */
  compact?: boolean;
}

/**
 * Run and Submit (once there is code and nothing is judging), and Debug, with their shortcuts;
 * each labelled in words at every width, since an icon alone does not say which one submits.
 */
export function ProblemActions(props: ProblemActionsProps) {
  const busy = props.running || props.submitting;
  const canJudge = props.ready && props.hasCode !== false && !busy;
  const icon = props.compact ? 'max-sm:hidden' : undefined;
  const tight = props.compact ? 'max-sm:px-2' : undefined;
  return (
    <div className="flex items-center gap-1.5">
      <Hint label={`Run (${problemShortcuts.run.hint})`}>
        <Button
          variant="secondary"
          size="sm"
          className={tight}
          onClick={props.onRun}
          disabled={!canJudge}
          aria-label="Run"
          aria-keyshortcuts={problemShortcuts.run.aria}
        >
          {props.running ? (
            <Spinner className="size-4" label="Running" />
          ) : (
            <PlayIcon className={icon} />
          )}
          <span>{props.running ? 'Running...' : 'Run'}</span>
        </Button>
      </Hint>
      <Hint label={`Submit (${problemShortcuts.submit.hint})`}>
        <Button
          size="sm"
          className={tight}
          onClick={props.onSubmit}
          disabled={!canJudge}
          aria-label="Submit"
          aria-keyshortcuts={problemShortcuts.submit.aria}
        >
          {props.submitting ? (
            <Spinner className="size-4 text-primary-foreground" label="Submitting" />
          ) : (
            <CloudUploadIcon className={icon} />
          )}
          <span>{props.submitting ? 'Submitting...' : 'Submit'}</span>
        </Button>
      </Hint>
      {props.onDebug && (
        <Hint label="Debug: review my code">
          <Button
            variant="ghost"
            size="sm"
            className={tight}
            onClick={props.onDebug}
            disabled={!props.ready || props.reviewing}
            aria-label="Debug"
          >
            {props.reviewing ? (
              <Spinner className="size-4" label="Reviewing" />
            ) : (
              <BugIcon className={icon} />
            )}
            <span>Debug</span>
          </Button>
        </Hint>
      )}
    </div>
  );
}
