import { createRoute } from '@hono/zod-openapi';
import {
  dailyProblemSchema,
  messageBodySchema,
  reviewQueueMessages,
  reviewQueueRoutes,
} from '@zencode/shared/contract';
import { sql } from 'kysely';
import { createRouter } from '../../app-env.ts';
import type { Db } from '../../db/index.ts';
import { NotFoundError } from '../../errors.ts';
import { optionalUser } from '../auth/index.ts';
import { timeZoneQuerySchema, todayIn } from '../profile-stats/index.ts';
import { dailyProblemFromCycles, dailyStreak } from '@zencode/shared/rules';
import { dailyCyclesThrough } from './daily-problem-cycles.ts';
import { errorResponses, jsonResponse, optionalBearer } from '../../http/index.ts';

const daily = createRoute({
  operationId: 'getDailyProblem',
  method: 'get',
  path: reviewQueueRoutes.daily,
  tags: ['review-queue'],
  security: optionalBearer,
  middleware: [optionalUser],
  summary: "Today's daily problem in the caller's time zone, and their daily streak",
  description:
    'The same problem for everyone whose date it is, and it never moves once chosen: the published catalogue is visited in cycles fixed when each starts (a seeded shuffle of the problems published then, one a day), so none repeats before all came up and a problem published later joins the next cycle. Signed in: whether it was solved on its day, and the streak of days whose daily problem was.',
  request: { query: timeZoneQuerySchema },
  responses: {
    200: jsonResponse(dailyProblemSchema, "Today's problem"),
    400: errorResponses[400],
    404: jsonResponse(messageBodySchema, 'Nothing published yet'),
  },
});

/** The published problems (a new daily cycle puts them in its fixed order). */
const publishedProblems = (db: Db) =>
  db
    .selectFrom('problems')
    .select(['id as _id', 'name', 'difficulty'])
    .where('status', '=', 'published')
    .execute();

/** GET /daily-problem. */
export const dailyProblemRouter = createRouter().openapi(daily, async (c) => {
  const { db } = c.var.deps;
  const { tz } = c.req.valid('query');
  const problems = await publishedProblems(db);
  if (problems.length === 0) throw new NotFoundError(reviewQueueMessages.noProblems);
  const ids = problems.map((problem) => problem._id);
  const today = todayIn(tz);
  const cycles = await dailyCyclesThrough(db, today, ids);
  // Every date up to today lies in a cycle or before the first, so each has its problem.
  const dailyOn = (date: string) => dailyProblemFromCycles(date, cycles, ids)!;
  const todaysId = dailyOn(today);
  const problem = problems.find((each) => each._id === todaysId)!;
  const user = c.var.user;
  if (!user) return c.json({ date: today, problem, solved: false, streak: 0 }, 200);
  const solvedDays = await db
    .selectFrom('submissions')
    .select([
      'problem_id',
      sql<string>`to_char((coalesce(judged_at, created_at) at time zone ${tz})::date, 'YYYY-MM-DD')`.as(
        'day',
      ),
    ])
    .distinct()
    .where('user_id', '=', user.id)
    .where('verdict', '=', 'Accepted')
    .execute();
  const solved = new Set(solvedDays.map((row) => `${row.day}|${row.problem_id}`));
  const solvedOn = (date: string, problemId: string) => solved.has(`${date}|${problemId}`);
  return c.json(
    {
      date: today,
      problem,
      solved: solvedOn(today, problem._id),
      streak: dailyStreak(today, dailyOn, solvedOn),
    },
    200,
  );
});
