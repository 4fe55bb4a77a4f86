import {
  isTeachingEditorial,
  parseTeachingEditorial,
  type InterviewProblemReport,
} from '@zencode/shared/contract';

/** A submission made for the session, as the report reads it. */
export interface ReportSubmission {
  problemId: string;
  verdict: string | null;
  status: string;
  createdAt: Date;
  cases: { verdict: string; hidden: boolean; input?: string; expected?: string; output?: string }[];
}

/**
 * The expected approach's idea, or null: in a teaching editorial the **Idea.** paragraph of its
 * last approach (the optimal one), in the old format the Idea section (up to the next heading).
 */
export function editorialIdea(editorial: string | null): string | null {
  if (!editorial) return null;
  if (isTeachingEditorial(editorial)) {
    const last = parseTeachingEditorial(editorial).approaches.at(-1);
    const idea =
      last && /(?:^|\n)\*\*Idea\.\*\*\s*([\s\S]*?)(?=\n\s*\n|(?![\s\S]))/.exec(last.markdown);
    return idea?.[1]?.trim() || null;
  }
  const match = /^## Idea\s*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(editorial);
  return match?.[1]?.trim() || null;
}

/**
 * One problem's report from the session's events: the last submission's verdict and its first
 * failing case, seconds from the start to the first Run and to the first Accepted, the counts.
 */
export function problemReport(input: {
  problemId: string;
  name: string;
  editorial: string | null;
  startedAt: Date;
  runs: Date[];
  submissions: ReportSubmission[];
}): InterviewProblemReport {
  const seconds = (at: Date) => Math.round((at.getTime() - input.startedAt.getTime()) / 1000);
  const inOrder = [...input.submissions].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const last = inOrder.at(-1);
  const accepted = inOrder.find((submission) => submission.verdict === 'Accepted');
  const failing = last?.cases.find(
    (item) => item.verdict !== 'Accepted' && item.verdict !== 'Not Run',
  );
  const firstRun = [...input.runs].sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    problemId: input.problemId,
    name: input.name,
    verdict: last?.status === 'done' ? (last.verdict ?? null) : null,
    judging: inOrder.some((submission) => submission.status !== 'done'),
    failingCase:
      last?.status === 'done' && last.verdict !== 'Accepted' && failing
        ? {
            hidden: failing.hidden,
            ...(failing.input === undefined ? {} : { input: failing.input }),
            ...(failing.expected === undefined ? {} : { expected: failing.expected }),
            ...(failing.output === undefined ? {} : { output: failing.output }),
          }
        : null,
    secondsToFirstRun: firstRun ? seconds(firstRun) : null,
    secondsToAccepted: accepted ? seconds(accepted.createdAt) : null,
    submissions: inOrder.length,
    runs: input.runs.length,
    editorialIdea: editorialIdea(input.editorial),
  };
}

/** The overall summary in plain words. */
export function reportSummary(problems: InterviewProblemReport[], complete: boolean): string {
  const solved = problems.filter((problem) => problem.verdict === 'Accepted').length;
  const unsubmitted = problems.filter((problem) => problem.submissions === 0).length;
  const parts = [
    `You solved ${solved} of ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
  ];
  if (unsubmitted > 0)
    parts.push(`${unsubmitted} ${unsubmitted === 1 ? 'was' : 'were'} never submitted.`);
  if (!complete)
    parts.push('Some submissions are still being judged; the report completes when they are.');
  else if (solved < problems.length)
    parts.push('The unsolved ones are in your review queue as Again.');
  return parts.join(' ');
}
