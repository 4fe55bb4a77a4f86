import { messages, type LanguageId } from '@zencode/shared/contract';
import { getLanguage, offersLanguage } from '@zencode/shared/judge';
import { sql } from 'kysely';
import { isUuid, type Db } from '../../db/index.ts';
import { BadRequestError, NotFoundError, TooManyRequestsError } from '../../errors.ts';
import { addJudgeJob, judgePriority, recentJudgingWindowMinutes } from '../../queue/index.ts';
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
  'submissions.hints_opened',
  'submissions.editorial_opened',
  'problems.name as problem_title',
] as const;

/** The view's columns of the submissions table itself (the insert answers them). */
const insertedColumns = [
  'id',
  'user_id',
  'problem_id',
  'language',
  'code',
  'status',
  'verdict',
  'reason',
  'diagnostics',
  'cases',
  'runtime_ms',
  'memory_kb',
  'error',
  'created_at',
  'total_cases',
  'hints_opened',
  'editorial_opened',
] as const;

/** Ids are UUIDs; anything else cannot exist (and must not reach a uuid column as a 500). */
export const isSubmissionId = isUuid;

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
 * Inserts a queued submission and its judge job in one transaction, in four round trips (begin,
 * lock, one read of everything checked, one statement inserting the row and its job), and answers
 * the new submission's view from that insert. The problem must exist with its details (and be
 * published, unless `allowUnpublished`), else 404; then `languageReady` (the toolchain check) may
 * throw. Fairness: a learner with `maxUnfinished` submissions still queued or judging is refused
 * (429), and the new job's priority (judgePriority) counts the learner's unfinished submissions
 * and recent judging time, so it queues behind other learners' first submissions and behind
 * learners who used the workers less. A per-user advisory lock, taken before the read,
 * makes the count exact under a burst. With an idempotency key the learner already used, the
 * earlier submission is the answer (`replayed`, its view read afresh): a client retrying after a
 * lost response never creates a second one. Given a transaction, it runs inside it (an interview's
 * end submits its drafts in the transaction that ends it).
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
  rules: {
    maxUnfinished: number;
    allowUnpublished: boolean;
    languageReady: Promise<unknown>;
  },
): Promise<{ id: string; replayed: boolean; view: SubmissionViewRow }> {
  const insert = async (trx: Db) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`submit:${input.userId}`}))`.execute(trx);
    // READ COMMITTED: this statement's snapshot is taken after the lock, so it counts every
    // submission committed by whoever held the lock before.
    const state = await trx
      .selectNoFrom((eb) => [
        eb
          .selectFrom('problems')
          .innerJoin('problem_details', 'problem_details.problem_id', 'problems.id')
          .select('problems.status')
          .where('problems.id', '=', input.problemId)
          .as('problem_status'),
        eb
          .selectFrom('problems')
          .select('problems.name')
          .where('problems.id', '=', input.problemId)
          .as('problem_title'),
        eb
          .selectFrom('problem_details')
          .select('problem_details.signature')
          .where('problem_details.problem_id', '=', input.problemId)
          .as('signature'),
        eb
          .selectFrom('submissions')
          .select('submissions.id')
          .where('submissions.user_id', '=', input.userId)
          .where('submissions.idempotency_key', '=', input.idempotencyKey ?? null)
          .limit(1)
          .as('earlier'),
        eb
          .selectFrom('submissions')
          .select((count) => count.fn.countAll<number>().as('count'))
          .where('submissions.user_id', '=', input.userId)
          .where('submissions.status', '<>', 'done')
          .as('unfinished'),
        eb
          .selectFrom('testcases')
          .select((count) => count.fn.countAll<number>().as('count'))
          .where('testcases.problem_id', '=', input.problemId)
          .as('total'),
        eb
          .selectFrom('submissions')
          .select(sql<string>`coalesce(sum(submissions.judge_ms), 0)`.as('ms'))
          .where('submissions.user_id', '=', input.userId)
          .where(
            'submissions.judged_at',
            '>',
            sql<Date>`now() - make_interval(mins => ${recentJudgingWindowMinutes})`,
          )
          .as('recent_judge_ms'),
      ])
      .executeTakeFirstOrThrow();
    if (
      state.problem_status === null ||
      (state.problem_status !== 'published' && !rules.allowUnpublished)
    )
      throw new NotFoundError(messages.problemNotFound);
    // Rust is left out where LeetCode offers none (the language registry's `offers` rule).
    if (state.signature && !offersLanguage(getLanguage(input.language), state.signature))
      throw new BadRequestError(messages.languageNotOffered);
    await rules.languageReady;
    if (state.earlier !== null) return { id: state.earlier, replayed: true as const };
    const unfinished = Number(state.unfinished);
    if (unfinished >= rules.maxUnfinished) throw new TooManyRequestsError(messages.judgeBusy);
    const total = Number(state.total);
    // Nothing to judge against: an empty test set must never read as Accepted.
    if (total === 0) throw new NotFoundError(messages.problemDetailsNotFound);
    const row = await trx
      .with('inserted', (cte) =>
        cte
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
          .returning(insertedColumns),
      )
      .selectFrom('inserted')
      .select(insertedColumns)
      .select((eb) =>
        addJudgeJob(
          eb.ref('inserted.id'),
          judgePriority(unfinished, Number(state.recent_judge_ms)),
          input.userId,
        ).as('judge_job'),
      )
      .executeTakeFirstOrThrow();
    const { judge_job: _job, ...view } = row;
    return {
      id: row.id,
      replayed: false as const,
      view: { ...view, problem_title: state.problem_title },
    };
  };
  const created = db.isTransaction
    ? await insert(db)
    : await db.transaction().execute((trx) => insert(trx));
  if (!created.replayed) return created;
  return { ...created, view: (await findSubmissionView(db, created.id))! };
}
