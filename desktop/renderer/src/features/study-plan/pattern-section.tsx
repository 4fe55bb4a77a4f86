import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { CircleCheckIcon, CircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DifficultyBadge } from '@/features/problems/index.ts';
import type { PatternProgress } from './plan-progress.ts';
import { ProgressMeter } from './progress-meter.tsx';

/** One pattern of the plan: its progress and its problems in order, solved ones checked. */
export function PatternSection({
  pattern,
  solvedIds,
  step,
}: {
  pattern: PatternProgress;
  solvedIds: ReadonlySet<string> | null;
  /** Its place in the learning order, from 1. */
  step: number;
}) {
  const headingId = `pattern-${pattern.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="plan-pattern"
      data-pattern={pattern.id}
      className="min-w-0 rounded-xl border bg-card p-5"
    >
      <h2 id={headingId} className="mb-3 flex items-baseline gap-2 font-semibold tracking-tight">
        <span className="text-sm text-muted-foreground tabular-nums">{step}.</span>
        {pattern.name}
      </h2>
      <ProgressMeter
        label={`${pattern.name} solved`}
        solved={pattern.solved}
        total={pattern.problems.length}
      />
      <ul className="mt-4 divide-y">
        {pattern.problems.map((problem) => {
          const solved = solvedIds?.has(problem.slug) ?? false;
          const mark =
            solvedIds === null ? null : solved ? (
              <CircleCheckIcon aria-label="Solved" className="size-4 shrink-0 text-easy" />
            ) : (
              <CircleIcon
                aria-label="Not solved"
                className="size-4 shrink-0 text-muted-foreground/50"
              />
            );
          if (!problem.exists || !problem.name) {
            return (
              <li
                key={problem.slug}
                className="flex items-center gap-3 py-2 text-sm text-muted-foreground"
              >
                {mark}
                <span className="min-w-0 flex-1 font-mono text-xs break-all">{problem.slug}</span>
                <span className="shrink-0 text-xs">Coming soon</span>
              </li>
            );
          }
          return (
            <li key={problem.slug}>
              <Link
                to={fillRoute(pageRoutes.problem, { id: problem.slug })}
                data-testid="plan-problem"
                data-solved={solved || undefined}
                className="group flex items-center gap-3 rounded-md py-2 text-sm outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
              >
                {mark}
                <span className="min-w-0 flex-1 truncate font-medium">{problem.name}</span>
                {problem.difficulty && <DifficultyBadge difficulty={problem.difficulty} short />}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
