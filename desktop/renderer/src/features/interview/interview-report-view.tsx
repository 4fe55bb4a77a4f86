import { pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { HeldSession } from './interview-api.ts';
import { formatLabel, startedWhen } from './interview-format.ts';
import { ProblemReportCard } from './problem-report-card.tsx';

/** An ended session's report: the summary in plain words, then each problem's figures. */
export function InterviewReportView({ session }: { session: HeldSession }) {
  const report = session.report;
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title="Interview report"
        description={`${formatLabel(session)} · ${startedWhen(session)}`}
        actions={
          <Button asChild variant="outline">
            <Link to={pageRoutes.interview}>Start another</Link>
          </Button>
        }
      />
      {report ? (
        <>
          <section
            className="rounded-xl border bg-card p-5"
            aria-label="Summary"
            data-testid="interview-summary"
          >
            <p className="leading-relaxed">{report.summary}</p>
            {!report.complete && (
              <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner className="size-4" label="Judging" /> Waiting for the last verdicts...
              </p>
            )}
          </section>
          {report.problems.map((problem, index) => (
            <ProblemReportCard key={problem.problemId} report={problem} position={index + 1} />
          ))}
        </>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          The report is being prepared...
        </p>
      )}
    </main>
  );
}
