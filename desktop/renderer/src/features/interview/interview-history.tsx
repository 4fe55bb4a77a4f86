import { useQuery } from '@tanstack/react-query';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { interviewApi, interviewKeys } from './interview-api.ts';
import { formatLabel, startedWhen } from './interview-format.ts';
import { sessionPath } from './interview-session-gate.tsx';

/** The learner's past sessions, newest first, each leading to its report. */
export function InterviewHistory() {
  const history = useQuery({
    queryKey: interviewKeys.history,
    queryFn: ({ signal }) => interviewApi.history(signal),
  });
  const past = history.data?.filter((session) => session.endedAt !== null);
  return (
    <section className="grid gap-3" aria-labelledby="interview-history">
      <h2 id="interview-history" className="text-lg font-semibold">
        Past sessions
      </h2>
      {history.isError ? (
        <LoadError
          message={`Past sessions could not be loaded: ${history.error.message}`}
          onRetry={() => void history.refetch()}
        />
      ) : !past ? (
        <Spinner />
      ) : past.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Your finished sessions and their reports appear here.
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" data-testid="interview-history">
          {past.map((session) => {
            const solved =
              session.report?.problems.filter((problem) => problem.verdict === 'Accepted').length ??
              0;
            return (
              <li key={session.id}>
                <Link
                  to={sessionPath(session)}
                  className="flex items-center gap-3 px-4 py-3 transition-colors outline-none hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="grid flex-1 gap-0.5">
                    <span className="text-sm font-medium">{formatLabel(session)}</span>
                    <span className="text-xs text-muted-foreground">{startedWhen(session)}</span>
                  </span>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {solved} of {session.problems.length} solved
                  </span>
                  <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
