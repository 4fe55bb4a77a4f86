import type { ReplayOutcome, ReplayResponse, ReplayStep } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import {
  ChevronFirstIcon,
  ChevronLastIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CornerLeftUpIcon,
  RotateCcwIcon,
  XIcon,
} from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Slider } from '@/components/ui/slider.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import {
  changesOf,
  nextChangeOf,
  sourceLine,
  stepAnnouncement,
  stepNumber,
  stepOutTarget,
  stepsLeftOutBefore,
} from './replay-stepping.ts';
import type { Replay, ReplayState } from './use-replay.ts';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The Replay panel beside the editor: the recorded run of one case, stepped forward and back with
 * the slider, the buttons or the keyboard (← → Home End), its call stack, each frame's variables
 * with this step's changes marked, what it printed so far and how it ended.
 */
export function ReplayStepper({
  replay,
  code,
  onReplayAgain,
}: {
  replay: Replay;
  /** The editor's code now: when it is no longer the recorded code, the panel says so. */
  code: string;
  /** Records the same case again with the editor's code. */
  onReplayAgain: () => void;
}) {
  const { state } = replay;
  if (state.phase === 'closed') return null;
  return (
    <section
      aria-label="Replay"
      data-testid="replay-panel"
      className="flex h-full min-h-0 flex-col overflow-y-auto"
    >
      <header className="flex items-center gap-2 border-b px-4 py-2.5">
        <h2 className="text-sm font-semibold">Replay</h2>
        <span className="truncate text-xs text-muted-foreground">
          {state.subject.label} · {languageLabel(state.subject.language)}
        </span>
        <span className="ml-auto" />
        <Button variant="ghost" size="icon" aria-label="Close Replay" onClick={replay.close}>
          <XIcon />
        </Button>
      </header>
      {state.phase === 'recording' && (
        <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground" role="status">
          <Spinner /> Recording every step of your code on this case...
        </p>
      )}
      {state.phase === 'failed' && (
        <div className="space-y-3 p-4">
          <p className="text-sm text-hard" role="alert" data-testid="replay-error">
            {state.error}
          </p>
          <Button size="sm" variant="outline" onClick={onReplayAgain}>
            <RotateCcwIcon /> Try again
          </Button>
        </div>
      )}
      {state.phase === 'ready' && (
        <ReadyReplay
          state={state}
          goTo={replay.goTo}
          stale={code !== state.subject.code}
          onReplayAgain={onReplayAgain}
        />
      )}
    </section>
  );
}

function ReadyReplay({
  state,
  goTo,
  stale,
  onReplayAgain,
}: {
  state: Extract<ReplayState, { phase: 'ready' }>;
  goTo: (index: number) => void;
  stale: boolean;
  onReplayAgain: () => void;
}) {
  const { trace, index, subject } = state;
  const { steps } = trace;
  const step = steps[index];
  const last = steps.length - 1;
  const [chosenFrame, setChosenFrame] = useState<number | null>(null);
  // The innermost frame unless the learner picked another one that still exists at this step.
  const frameIndex =
    step && chosenFrame !== null && chosenFrame < step.frames.length
      ? chosenFrame
      : (step?.frames.length ?? 1) - 1;
  const move = (to: number) => {
    setChosenFrame(null);
    goTo(to);
  };
  const outTarget = stepOutTarget(steps, index);
  // The recording was asked for from a case elsewhere on the page: the keyboard lands on the
  // slider, where ← → Home End step through it at once.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Radix shows the thumb only once it has measured it, a frame or so after it mounts: until
    // then it is not displayed and cannot take focus.
    let frame = 0;
    let tries = 0;
    const focusThumb = () => {
      const thumb = panel.current?.querySelector<HTMLElement>('[role="slider"]');
      thumb?.focus({ preventScroll: true });
      if (thumb && document.activeElement !== thumb && (tries += 1) < 30) {
        frame = requestAnimationFrame(focusThumb);
      }
    };
    frame = requestAnimationFrame(focusThumb);
    return () => cancelAnimationFrame(frame);
  }, [trace]);

  // ← → Home End anywhere in the panel; the slider and text fields handle their own keys.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, [role="slider"]')) return;
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };

  return (
    <div className="space-y-4 p-4" ref={panel} onKeyDown={onKeyDown} data-testid="replay-ready">
      {stale && (
        <p className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-xs">
          Your code changed since this recording: the lines may no longer match.
          <Button size="sm" variant="outline" onClick={onReplayAgain}>
            <RotateCcwIcon /> Replay again
          </Button>
        </p>
      )}
      {trace.notice && <p className="text-xs text-medium">{trace.notice}</p>}
      {trace.truncated && (
        <p className="text-xs text-muted-foreground" data-testid="replay-truncated">
          A long run: {count(trace.truncated.kept)} of its {count(trace.truncated.total)} steps are
          kept, the first ones and the last ones, where a bug shows.
        </p>
      )}
      {trace.ranOn && <p className="text-xs text-muted-foreground">{trace.ranOn}</p>}

      {step ? (
        <>
          <StepControls
            index={index}
            last={last}
            trace={trace}
            step={step}
            stepOut={outTarget}
            onMove={move}
          />
          <CurrentLine step={step} code={subject.code} trace={trace} index={index} />
          <CallStack step={step} selected={frameIndex} onSelect={setChosenFrame} />
          <Variables
            steps={steps}
            index={index}
            frameIndex={frameIndex}
            onNextChange={(name) => {
              const to = nextChangeOf(steps, index, frameIndex, name);
              if (to !== null) goTo(to);
            }}
          />
          <Printed stdout={step.stdout} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No step was recorded.</p>
      )}
      {(!step || index === last) && <Outcome outcome={trace.outcome} />}
    </div>
  );
}

function StepControls({
  index,
  last,
  trace,
  step,
  stepOut,
  onMove,
}: {
  index: number;
  last: number;
  trace: ReplayResponse;
  step: ReplayStep;
  stepOut: number | null;
  onMove: (index: number) => void;
}) {
  const total = trace.truncated?.total ?? trace.steps.length;
  const position = `Step ${count(stepNumber(trace, index))} of ${count(total)}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-1">
        <Button
          size="icon"
          variant="outline"
          aria-label="First step"
          disabled={index === 0}
          onClick={() => onMove(0)}
        >
          <ChevronFirstIcon />
        </Button>
        <Button
          size="icon"
          variant="outline"
          aria-label="Previous step"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          size="icon"
          variant="outline"
          aria-label="Next step"
          disabled={index === last}
          onClick={() => onMove(index + 1)}
        >
          <ChevronRightIcon />
        </Button>
        <Button
          size="icon"
          variant="outline"
          aria-label="Last step"
          disabled={index === last}
          onClick={() => onMove(last)}
        >
          <ChevronLastIcon />
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={stepOut === null}
          onClick={() => stepOut !== null && onMove(stepOut)}
          title="Run to the caller's next line"
        >
          <CornerLeftUpIcon /> Step out
        </Button>
        <span
          className="ml-auto text-xs text-muted-foreground tabular-nums"
          data-testid="replay-position"
        >
          {position} · line {step.line}
        </span>
      </div>
      <Slider
        min={0}
        max={Math.max(last, 0)}
        step={1}
        value={[index]}
        onValueChange={([to]) => to !== undefined && onMove(to)}
        thumbLabel="Step"
        thumbValueText={`${position}, line ${step.line}`}
        disabled={last === 0}
      />
    </div>
  );
}

function CurrentLine({
  step,
  code,
  trace,
  index,
}: {
  step: ReplayStep;
  code: string;
  trace: ReplayResponse;
  index: number;
}) {
  const leftOut = stepsLeftOutBefore(trace, index);
  const what = {
    line: 'About to run',
    call: 'Called',
    return: 'Returning',
    exception: 'Raised at',
  }[step.event];
  return (
    <div className="space-y-1.5">
      {leftOut > 0 && (
        <p className="text-xs text-muted-foreground">
          {count(leftOut)} steps were left out before this one.
        </p>
      )}
      <div className="text-xs font-medium text-muted-foreground">
        {what} line {step.line}
      </div>
      <pre className="overflow-x-auto rounded-md border bg-muted/40 px-3 py-2 font-mono text-[13px]">
        {sourceLine(code, step.line) || ' '}
      </pre>
      {step.event === 'return' && step.returnValue !== undefined && (
        <p className="font-mono text-xs">
          returns <span className="text-foreground">{step.returnValue}</span>
        </p>
      )}
      {step.event === 'exception' && step.exception && (
        <p className="font-mono text-xs text-hard">{step.exception}</p>
      )}
      {/* What a screen reader hears at each step: the line and what it changed. */}
      <p className="sr-only" aria-live="polite" data-testid="replay-announcement">
        {stepAnnouncement(trace.steps, index)}
      </p>
    </div>
  );
}

function CallStack({
  step,
  selected,
  onSelect,
}: {
  step: ReplayStep;
  selected: number;
  onSelect: (frame: number) => void;
}) {
  // Innermost first, as a debugger lists it; the number is the depth of the call.
  const frames = step.frames.map((frame, depth) => ({ frame, depth })).reverse();
  return (
    <div className="space-y-1.5">
      <h3 className="text-xs font-medium text-muted-foreground">
        Call stack{step.frames.length > 1 ? ` · depth ${step.frames.length}` : ''}
      </h3>
      <ol className="space-y-0.5" aria-label="Call stack">
        {frames.map(({ frame, depth }) => (
          <li key={depth}>
            <button
              type="button"
              onClick={() => onSelect(depth)}
              aria-current={depth === selected ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-2 rounded-md px-2 py-1 text-left font-mono text-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                depth === selected && 'bg-accent text-accent-foreground',
              )}
              style={{ paddingLeft: `${0.5 + Math.min(depth, 12) * 0.5}rem` }}
            >
              <span className="text-muted-foreground tabular-nums">{depth + 1}</span>
              <span className="truncate">{frame.function}</span>
              <span className="ml-auto text-muted-foreground">line {frame.line}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Variables({
  steps,
  index,
  frameIndex,
  onNextChange,
}: {
  steps: readonly ReplayStep[];
  index: number;
  frameIndex: number;
  onNextChange: (name: string) => void;
}) {
  const step = steps[index]!;
  const frame = step.frames[frameIndex];
  if (!frame) return null;
  const innermost = frameIndex === step.frames.length - 1;
  const changes = new Map(
    innermost ? changesOf(steps, index).map((change) => [change.name, change.isNew]) : [],
  );
  const names = Object.keys(frame.locals);
  return (
    <div className="space-y-1.5">
      <h3 className="text-xs font-medium text-muted-foreground">Variables · {frame.function}</h3>
      {names.length === 0 ? (
        <p className="text-xs text-muted-foreground">None yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table
            className="w-full table-fixed text-left font-mono text-xs"
            data-testid="replay-variables"
          >
            <caption className="sr-only">Variables of {frame.function}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col" className="w-[38%]">
                  Name
                </th>
                <th scope="col">Value</th>
                <th scope="col" className="w-9">
                  Next change
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {names.map((name) => {
                const isNew = changes.get(name);
                const changed = isNew !== undefined;
                const next = nextChangeOf(steps, index, frameIndex, name);
                return (
                  <tr
                    key={name}
                    data-testid="replay-variable"
                    data-name={name}
                    data-changed={changed ? 'true' : undefined}
                    className={cn(changed && 'bg-accent/70')}
                  >
                    <th scope="row" className="px-2 py-1.5 align-top font-medium break-all">
                      {name}
                      {changed && (
                        <span className="ml-1.5 rounded-sm bg-primary/15 px-1 py-px font-sans text-[10px] font-semibold text-accent-foreground">
                          {isNew ? 'new' : 'changed'}
                        </span>
                      )}
                    </th>
                    <td className="px-2 py-1.5 align-top break-all whitespace-pre-wrap">
                      {frame.locals[name]}
                    </td>
                    <td className="px-1 py-1 text-right align-top">
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-7"
                        aria-label={`Next change of ${name}`}
                        title={
                          next === null ? `${name} does not change again` : `Next change of ${name}`
                        }
                        disabled={next === null}
                        onClick={() => onNextChange(name)}
                      >
                        <ChevronRightIcon />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Printed({ stdout }: { stdout: string }) {
  if (stdout === '') return null;
  return (
    <div className="space-y-1.5">
      <h3 className="text-xs font-medium text-muted-foreground">Printed so far</h3>
      <pre className="max-h-40 overflow-auto rounded-md border bg-muted/40 px-3 py-2 font-mono text-xs whitespace-pre-wrap">
        {stdout}
      </pre>
    </div>
  );
}

function Outcome({ outcome }: { outcome: ReplayOutcome }) {
  return (
    <div className="space-y-1.5 rounded-md border p-3" data-testid="replay-outcome">
      <h3 className="text-xs font-medium text-muted-foreground">How it ended</h3>
      {outcome.kind === 'returned' && (
        <div className="space-y-1 font-mono text-xs">
          <p>
            <span className="font-sans text-muted-foreground">Your answer </span>
            {outcome.output || ' '}
          </p>
          {outcome.expected !== undefined && (
            <p>
              <span className="font-sans text-muted-foreground">Expected </span>
              {outcome.expected}
            </p>
          )}
          {outcome.correct !== undefined && (
            <p className={cn('font-sans font-medium', outcome.correct ? 'text-easy' : 'text-hard')}>
              {outcome.correct ? 'Correct on this case.' : 'Wrong on this case.'}
            </p>
          )}
        </div>
      )}
      {outcome.kind === 'exception' && (
        <p className="font-mono text-xs text-hard">
          {outcome.message}
          {outcome.line !== null && <span className="font-sans"> (line {outcome.line})</span>}
        </p>
      )}
      {outcome.kind === 'timeout' && <p className="text-xs text-hard">{outcome.message}</p>}
      {outcome.kind === 'compile-error' && (
        <pre className="font-mono text-xs whitespace-pre-wrap text-hard">{outcome.message}</pre>
      )}
    </div>
  );
}
