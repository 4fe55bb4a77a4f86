import { RECENT_SUBMISSIONS_COUNT, type ProfileSubmission } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/** The user's latest submissions, newest first, without code, with the problem's title. */
export async function recentSubmissions(
  db: Db,
  userId: string,
  limit: number = RECENT_SUBMISSIONS_COUNT,
): Promise<ProfileSubmission[]> {
  const rows = await db
    .selectFrom('submissions')
    .innerJoin('problems', 'problems.id', 'submissions.problem_id')
    .select([
      'submissions.id',
      'submissions.problem_id',
      'problems.name',
      'submissions.verdict',
      'submissions.reason',
      'submissions.language',
      'submissions.created_at',
    ])
    .where('submissions.user_id', '=', userId)
    // A deleted problem is hidden everywhere; its submissions still count on the heatmap.
    .where(sql<boolean>`problems.status <> 'deleted'`)
    .orderBy('submissions.created_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    problemId: row.problem_id,
    problemTitle: row.name,
    verdict: row.verdict,
    reason: row.reason,
    language: row.language,
    submittedAt: row.created_at.toISOString(),
  }));
}
