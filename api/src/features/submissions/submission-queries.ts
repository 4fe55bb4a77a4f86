import { messages, type LanguageId } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { NotFoundError, TooManyRequestsError } from '../../errors.ts';
import { enqueueJudgeJob } from '../../queue/index.ts';
import type { SubmissionViewRow } from './submission-view.ts';

const viewColumns = [
  'submissions.id',
  'submissions.user_id',
  'submissions.problem_id',
  'submissions.language',
  'submissions.code',
  'submissions.status',
  'submissions.verdict',
  'submissions.reason',
  'submissions.diagnostics',
  'submissions.cases',
  'submissions.runtime_ms',
  'submissions.memory_kb',
  'submissions.error',
  'submissions.created_at',
  'submissions.total_cases',
  'problems.name as problem_title',
] as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot exist (and must not reach a uuid column as a 500). */
export const isSubmissionId = (id: string) => uuidPattern.test(id);

export async function findSubmissionView(
  db: Db,
  id: string,
): Promise<SubmissionViewRow | undefined> {
  if (!isSubmissionId(id)) return undefined;
  return db
    .selectFrom('submissions')
    .innerJoin('problems', 'problems.id', 'submissions.problem_id')
    .select(viewColumns)
    .where('submissions.id', '=', id)
    .executeTakeFirst();
}

/** Newest first, optionally one user's and/or one problem's. */
export async function listSubmissionViews(
  db: Db,
  filter: { userId?: string; problemId?: string; limit: number },
): Promise<SubmissionViewRow[]> {
  let query = db
    .selectFrom('submissions')
    .innerJoin('problems', 'problems.id', 'submissions.problem_id')
    .select(viewColumns);
  if (filter.userId) query = query.where('submissions.user_id', '=', filter.userId);
  if (filter.problemId) query = query.where('submissions.problem_id', '=', filter.problemId);
  return query
    .orderBy('submissions.created_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/**
 * Inserts a queued submission and its judge job in one transaction. Fairness: a learner with
 * `maxUnfinished` submissions still queued or judging is refused (429), and the new job's
 * priority is the number of the learner's unfinished submissions, so it queues behind other
 * learners' first submissions. A per-user advisory lock makes the count exact under a burst.
 * With an idempotency key the learner already used, the earlier submission is the answer
 * (`replayed`): a client retrying after a lost response never creates a second one.
 */
export async function createSubmission(
  db: Db,
  input: {
    userId: string;
    problemId: string;
    language: LanguageId;
    code: string;
    idempotencyKey?: string;
  },
  maxUnfinished: number,
): Promise<{ id: string; replayed: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`submit:${input.userId}`}))`.execute(trx);
    if (input.idempotencyKey !== undefined) {
      const earlier = await trx
        .selectFrom('submissions')
        .select('id')
        .where('user_id', '=', input.userId)
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (earlier) return { id: earlier.id, replayed: true };
    }
    const { unfinished } = await trx
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('unfinished'))
      .where('user_id', '=', input.userId)
      .where('status', '<>', 'done')
      .executeTakeFirstOrThrow();
    if (unfinished >= maxUnfinished) throw new TooManyRequestsError(messages.judgeBusy);
    const { total } = await trx
      .selectFrom('testcases')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('problem_id', '=', input.problemId)
      .executeTakeFirstOrThrow();
    // Nothing to judge against: an empty test set must never read as Accepted.
    if (total === 0) throw new NotFoundError(messages.problemDetailsNotFound);
    const { id } = await trx
      .insertInto('submissions')
      .values({
        user_id: input.userId,
        problem_id: input.problemId,
        language: input.language,
        code: input.code,
        status: 'queued',
        cases: JSON.stringify([]),
        total_cases: total,
        idempotency_key: input.idempotencyKey ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueJudgeJob(trx, id, unfinished, input.userId);
    return { id, replayed: false };
  });
}
