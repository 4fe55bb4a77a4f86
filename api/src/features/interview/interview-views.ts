import type { InterviewSession } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import { problemReport, reportSummary, type ReportSubmission } from './interview-report.ts';
import { reviewInterview } from './interview-review.ts';

/** A session's row as the interview reads it. */
export type SessionRow = {
  id: string;
  user_id: string;
  format: InterviewSession['format'];
  minutes: number;
  started_at: Date;
  ended_at: Date | null;
  reviewed_at: Date | null;
};

/** The server's deadline of a session: its start plus its minutes. */
export const deadlineOf = (row: SessionRow) =>
  new Date(row.started_at.getTime() + row.minutes * 60_000);

/**
 * Sessions with their problems, events and (once ended) the report of each problem: two reads
 * for any number of sessions (their problems, then the ended ones' events), never a pair each.
 */
async function readSessions(db: Db, rows: SessionRow[]) {
  if (rows.length === 0) return [];
  const problems = await db
    .selectFrom('interview_problems as ip')
    .innerJoin('problems as p', 'p.id', 'ip.problem_id')
    .select(['ip.session_id', 'ip.problem_id', 'p.name', 'p.editorial', 'p.difficulty'])
    .where(
      'ip.session_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('ip.session_id')
    .orderBy('ip.position')
    .execute();
  const endedIds = rows.filter((row) => row.ended_at !== null).map((row) => row.id);
  const events =
    endedIds.length === 0
      ? []
      : await db
          .selectFrom('interview_events as e')
          .leftJoin('submissions as s', 's.id', 'e.submission_id')
          .select([
            'e.session_id',
            'e.problem_id',
            'e.kind',
            'e.at',
            'e.submission_id',
            's.verdict',
            's.status',
            's.created_at',
            's.cases',
          ])
          .where('e.session_id', 'in', endedIds)
          .execute();
  return rows.map((row) => {
    const own = problems.filter((problem) => problem.session_id === row.id);
    const sessionEvents = events.filter((event) => event.session_id === row.id);
    const reports =
      row.ended_at === null
        ? null
        : own.map((problem) => {
            const mine = sessionEvents.filter((event) => event.problem_id === problem.problem_id);
            return problemReport({
              problemId: problem.problem_id,
              name: problem.name,
              editorial: problem.editorial,
              startedAt: row.started_at,
              runs: mine.filter((event) => event.kind === 'run').map((event) => event.at),
              submissions: mine
                .filter((event) => event.kind === 'submit' && event.created_at !== null)
                .map((event): ReportSubmission => ({
                  problemId: problem.problem_id,
                  verdict: event.verdict,
                  status: event.status ?? 'queued',
                  createdAt: event.created_at!,
                  cases: (event.cases ?? []) as ReportSubmission['cases'],
                })),
            });
          });
    return { row, problems: own, events: sessionEvents, reports };
  });
}

/** Sessions as the learner reads them, each with its report once it has ended. */
export async function sessionViews(db: Db, rows: SessionRow[]): Promise<InterviewSession[]> {
  return (await readSessions(db, rows)).map(({ row, problems, reports }) => {
    const complete = reports?.every((problem) => !problem.judging) ?? false;
    return {
      id: row.id,
      format: row.format,
      minutes: row.minutes,
      startedAt: row.started_at.toISOString(),
      endsAt: deadlineOf(row).toISOString(),
      serverNow: new Date().toISOString(),
      endedAt: row.ended_at?.toISOString() ?? null,
      problems: problems.map((problem) => ({ problemId: problem.problem_id, name: problem.name })),
      report: reports && {
        problems: reports,
        summary: reportSummary(reports, complete),
        complete,
      },
    };
  });
}

/**
 * Writes an ended session's review entries once every submission of it has its verdict. True
 * when that is done (or there is nothing to do), false while a verdict is still awaited.
 */
export async function reviewEndedInterview(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('interview_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.ended_at === null || row.reviewed_at !== null) return true;
  const [read] = await readSessions(db, [row]);
  if (!read?.reports || read.reports.some((problem) => problem.judging)) return false;
  await reviewInterview(db, row, read.reports, read.problems, read.events);
  return true;
}
