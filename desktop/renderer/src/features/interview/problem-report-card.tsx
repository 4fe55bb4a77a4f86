import type { InterviewProblemReport } from '@zencode/shared/contract';
import { Markdown } from '@/components/ui/markdown.tsx';
import { CaseValue, VerdictBadge } from '@/features/problem/index.ts';
import { durationWords } from './interview-time.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * One problem of the report: its last submission's verdict and the case it failed, the times
 * from the start to the first Run and to Accepted, the counts, and the editorial's idea.
 */
export function ProblemReportCard({
  report,
  position,
}: {
  report: InterviewProblemReport;
  position: number;
}) {
  const verdict = report.judging
    ? 'Judging...'
    : (report.verdict ?? (report.submissions === 0 ? 'Never submitted' : 'Not judged'));
  const failing = report.failingCase;
  return (
    <article
      className="grid gap-4 rounded-xl border bg-card p-5"
      aria-labelledby={`report-${report.problemId}`}
      data-testid="interview-problem-report"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`report-${report.problemId}`} className="text-base font-semibold">
          {position}. {report.name}
        </h2>
        {report.verdict === null ? (
          <span className="rounded-md bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
            {verdict}
          </span>
        ) : (
          <VerdictBadge verdict={report.verdict} />
        )}
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label="First Run"
          value={
            report.secondsToFirstRun === null
              ? 'none'
              : `after ${durationWords(report.secondsToFirstRun)}`
          }
        />
        <Figure
          label="Accepted"
          value={
            report.secondsToAccepted === null
              ? 'not accepted'
              : `after ${durationWords(report.secondsToAccepted)}`
          }
        />
        <Figure label="Submissions" value={String(report.submissions)} />
        <Figure label="Runs" value={String(report.runs)} />
      </dl>
      {failing && (
        <section className="grid gap-3" aria-label="The failing case">
          <h3 className="text-sm font-medium">
            {failing.hidden ? 'It failed a hidden case' : 'It failed a public case'}
          </h3>
          {failing.input !== undefined && <CaseValue label="Input" value={failing.input} />}
          {failing.output !== undefined && (
            <CaseValue label="Your output" value={failing.output} tone="error" />
          )}
          {failing.expected !== undefined && (
            <CaseValue label="Expected" value={failing.expected} />
          )}
        </section>
      )}
      {report.editorialIdea && (
        <section className="grid gap-1" aria-label="The expected approach">
          <h3 className="text-sm font-medium">The expected approach</h3>
          <Markdown>{report.editorialIdea}</Markdown>
        </section>
      )}
    </article>
  );
}
