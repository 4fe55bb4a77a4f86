import type { Difficulty, InterviewProblemReport } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import { lockReviewLog, proposeRating } from '../review-queue/index.ts';

const notSolvedReason = 'not solved in an interview session';

/**
 * Puts an ended, fully judged session's problems in the review queue, once: an unsolved one as
 * Again, a solved one with the rating its session proposes (its failed submissions and the time
 * from the start to Accepted; hints and the editorial were locked). The learner confirms or
 * changes it on the Review page as any proposal.
 */
export async function reviewInterview(
  db: Db,
  session: { id: string; user_id: string; ended_at: Date | null },
  reports: InterviewProblemReport[],
  problems: { problem_id: string; difficulty: Difficulty }[],
  events: {
    problem_id: string;
    kind: string;
    submission_id: string | null;
    verdict: string | null;
    created_at: Date | null;
  }[],
): Promise<void> {
  const ratedAt = session.ended_at ?? new Date();
  await db.transaction().execute(async (trx) => {
    await lockReviewLog(trx, session.user_id);
    const claimed = await trx
      .updateTable('interview_sessions')
      .set({ reviewed_at: new Date() })
      .where('id', '=', session.id)
      .where('reviewed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return;
    for (const report of reports) {
      const difficulty = problems.find(
        (problem) => problem.problem_id === report.problemId,
      )!.difficulty;
      const submissions = events
        .filter((event) => event.problem_id === report.problemId && event.kind === 'submit')
        .sort((a, b) => (a.created_at?.getTime() ?? 0) - (b.created_at?.getTime() ?? 0));
      const accepted = submissions.find((event) => event.verdict === 'Accepted');
      const proposal = accepted
        ? proposeRating({
            hintsOpened: 0,
            editorialOpened: false,
            failedSubmissions: submissions.indexOf(accepted),
            minutesTaken: (report.secondsToAccepted ?? 0) / 60,
            difficulty,
          })
        : { rating: 'Again' as const, reasons: [notSolvedReason] };
      await trx
        .insertInto('review_cards')
        .values({ user_id: session.user_id, problem_id: report.problemId, created_at: ratedAt })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const values = {
        user_id: session.user_id,
        problem_id: report.problemId,
        rating: proposal.rating,
        reviewed_at: ratedAt,
        proposed: true,
        reasons: JSON.stringify(proposal.reasons),
        submission_id: accepted?.submission_id ?? null,
      };
      // A solve the review sync already rated gets the session's proposal instead.
      await trx
        .insertInto('review_logs')
        .values(values)
        .onConflict((oc) =>
          oc
            .column('submission_id')
            .doUpdateSet({ rating: values.rating, reasons: values.reasons }),
        )
        .execute();
    }
  });
}
