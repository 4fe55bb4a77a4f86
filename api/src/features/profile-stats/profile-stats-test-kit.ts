import type { Difficulty } from '@zencode/shared/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { insertAccount } from '../auth/auth-testing.ts';
import { sessionTokenFor } from '../auth/index.ts';
import { creditFirstAccepted } from '../submissions/index.ts';

/** Fixtures of the profile and leaderboard tests: learners, problems, submissions, solves. */

/** A complete account and its session token. */
export async function learner(
  db: Db,
  config: Config,
  username: string,
  options: { isPublic?: boolean } = {},
) {
  const id = await insertAccount(db, { email: `${username}@example.com`, username });
  if (options.isPublic === false) {
    await db.updateTable('users').set({ is_public_profile: false }).where('id', '=', id).execute();
  }
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, username, token: await sessionTokenFor(config, row) };
}

/** A published problem. */
export async function problem(db: Db, id: string, difficulty: Difficulty, name = id) {
  await db
    .insertInto('problems')
    .values({ id, name, statement: `Solve ${name}.`, difficulty })
    .execute();
  return id;
}

/** A judged submission at `createdAt`. */
export async function submission(
  db: Db,
  userId: string,
  problemId: string,
  createdAt: Date,
  verdict: 'Accepted' | 'Not Accepted' = 'Not Accepted',
) {
  const row = await db
    .insertInto('submissions')
    .values({
      user_id: userId,
      problem_id: problemId,
      language: 'python',
      code: 'print(1)',
      cases: '[]',
      status: 'done',
      verdict,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An Accepted submission now, credited the way the judge credits it (same transaction). */
export async function solve(db: Db, userId: string, problemId: string) {
  await db.transaction().execute(async (trx) => {
    await submission(trx, userId, problemId, new Date(), 'Accepted');
    await creditFirstAccepted(trx, userId, problemId);
  });
}

/** Sets a user's score and when it was reached, for rank order cases. */
export async function setScore(db: Db, userId: string, score: number, reachedAt: Date | null) {
  await db
    .updateTable('users')
    .set({ score, score_reached_at: reachedAt })
    .where('id', '=', userId)
    .execute();
}
