import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../catalog/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { readCatalogProblems } from '../submissions/judge-test-kit.ts';
import { interviewHistory } from './interview-sessions.ts';

/** Counts the statements sent through the returned database. */
function counting<T extends { withPlugin(plugin: KyselyPlugin): T }>(db: T) {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), statements: () => statements };
}

describe('interviewHistory', () => {
  it('reads any number of sessions in the same few statements, not a pair per session', async () => {
    const test = await createTestDatabase();
    try {
      const { db } = test;
      await loadCatalog(db, readCatalogProblems(['two-sum', 'valid-parentheses']));
      const user = await db
        .insertInto('users')
        .values({ email: 'history@example.com', username: 'history', profile_complete: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      const problems = await db
        .selectFrom('problems')
        .select('id')
        .where('status', '=', 'published')
        .orderBy('position')
        .limit(2)
        .execute();
      expect(problems).toHaveLength(2);
      const addEndedSession = async (hoursAgo: number) => {
        const startedAt = new Date(Date.now() - hoursAgo * 3_600_000);
        const session = await db
          .insertInto('interview_sessions')
          .values({
            user_id: user.id,
            format: 'pair',
            minutes: 45,
            started_at: startedAt,
            ended_at: new Date(startedAt.getTime() + 45 * 60_000),
            reviewed_at: new Date(startedAt.getTime() + 45 * 60_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('interview_problems')
          .values(
            problems.map((problem, position) => ({
              session_id: session.id,
              position,
              problem_id: problem.id,
            })),
          )
          .execute();
        await db
          .insertInto('interview_events')
          .values({ session_id: session.id, problem_id: problems[0]!.id, kind: 'run' })
          .execute();
      };

      await addEndedSession(10);
      const one = counting(db);
      const first = await interviewHistory(one.db, user.id);
      expect(first).toHaveLength(1);

      for (const hoursAgo of [8, 6, 4, 2]) await addEndedSession(hoursAgo);
      const five = counting(db);
      const all = await interviewHistory(five.db, user.id);
      expect(all).toHaveLength(5);
      expect(all.map((session) => session.report?.problems[0]?.runs)).toEqual([1, 1, 1, 1, 1]);
      expect(all.map((session) => session.problems.length)).toEqual([2, 2, 2, 2, 2]);
      expect(five.statements()).toBe(one.statements());
    } finally {
      await test.destroy();
    }
  }, 120_000);
});
