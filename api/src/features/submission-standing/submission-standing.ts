import {
  STANDING_BUCKETS,
  type StandingMetric,
  type SubmissionStanding,
} from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

type Column = 'runtime_ms' | 'memory_kb';

/** Where `value` stands in `column` among the accepted submissions of one problem and language. */
async function metric(
  db: Db,
  scope: { problemId: string; language: string },
  column: Column,
  value: number,
): Promise<StandingMetric> {
  const accepted = db
    .selectFrom('submissions')
    .where('problem_id', '=', scope.problemId)
    .where('language', '=', scope.language as never)
    .where('verdict', '=', 'Accepted')
    .where(column, 'is not', null);
  const ref = sql.ref(column);
  const summary = await accepted
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where ${ref} > ${value}))::int`.as('larger'),
      sql<number>`min(${ref})`.as('low'),
      sql<number>`max(${ref})`.as('high'),
    ])
    .executeTakeFirstOrThrow();
  const low = Number(summary.low);
  // Equal-width bars from the smallest to the largest figure (one bar when all are equal).
  const width = Math.max(Math.ceil((Number(summary.high) - low + 1) / STANDING_BUCKETS), 1);
  const rows = await accepted
    .select([
      sql<number>`least(floor((${ref} - ${low}) / ${width})::int, ${STANDING_BUCKETS - 1})`.as(
        'bucket',
      ),
      sql<number>`count(*)::int`.as('count'),
    ])
    .groupBy('bucket')
    .execute();
  const buckets = Array.from({ length: STANDING_BUCKETS }, (_unused, index) => ({
    from: low + index * width,
    to: low + (index + 1) * width,
    count: rows.find((row) => Number(row.bucket) === index)?.count ?? 0,
  }));
  const mine = Math.min(Math.max(Math.floor((value - low) / width), 0), STANDING_BUCKETS - 1);
  const beats = summary.total === 0 ? 0 : Math.round((summary.larger / summary.total) * 1000) / 10;
  return { value, beats, buckets, mine };
}

/**
 * An Accepted submission's runtime and memory among all accepted submissions of its problem and
 * language, from the stored verdicts, however few: a small install shows what it has, with the count.
 */
export async function submissionStanding(
  db: Db,
  submission: {
    problemId: string;
    language: string;
    verdict: string | null;
    runtimeMs: number | null;
    memoryKb: number | null;
  },
): Promise<SubmissionStanding> {
  const scope = { problemId: submission.problemId, language: submission.language };
  const { total } = await db
    .selectFrom('submissions')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('problem_id', '=', scope.problemId)
    .where('language', '=', scope.language as never)
    .where('verdict', '=', 'Accepted')
    .executeTakeFirstOrThrow();
  const enough = submission.verdict === 'Accepted';
  return {
    accepted: total,
    runtime:
      enough && submission.runtimeMs !== null
        ? await metric(db, scope, 'runtime_ms', submission.runtimeMs)
        : null,
    memory:
      enough && submission.memoryKb !== null
        ? await metric(db, scope, 'memory_kb', submission.memoryKb)
        : null,
  };
}
