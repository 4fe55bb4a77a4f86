import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Link } from 'react-router';
import { interviewApi, interviewKeys } from './interview-api.ts';
import { formatLabel, startedWhen } from './interview-format.ts';
import { InterviewHistory } from './interview-history.tsx';
import { sessionPath } from './interview-session-gate.tsx';
import { StartInterviewForm } from './start-interview-form.tsx';

/**
 * /interview: start a timed session (or resume the one running: there is one at a time), and
 * the past sessions with their reports.
 */
export function InterviewStartView() {
  const current = useQuery({
    queryKey: interviewKeys.current,
    queryFn: ({ signal }) => interviewApi.current(signal),
  });
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-10 px-4 py-10 sm:px-6">
      <div>
        <PageHeader
          title="Interview"
          description="A timed session as in a real interview: no difficulty, no hints, a clock you can hide, and a report at the end."
          actions={null}
        />
        {current.isError ? (
          <LoadError
            message={`The interview page could not be loaded: ${current.error.message}`}
            onRetry={() => void current.refetch()}
          />
        ) : current.isPending ? (
          <Spinner />
        ) : current.data ? (
          <section
            className="grid gap-3 rounded-xl border bg-card p-5"
            aria-labelledby="interview-running"
          >
            <h2 id="interview-running" className="font-semibold">
              A session is running
            </h2>
            <p className="text-sm text-muted-foreground">
              {formatLabel(current.data)}, started {startedWhen(current.data)}. Its clock kept going
              while you were away.
            </p>
            <div>
              <Button asChild>
                <Link to={sessionPath(current.data)}>Resume the session</Link>
              </Button>
            </div>
          </section>
        ) : (
          <StartInterviewForm />
        )}
      </div>
      <InterviewHistory />
    </main>
  );
}
