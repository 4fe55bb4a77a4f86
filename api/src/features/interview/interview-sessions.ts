import {
  interviewMessages,
  type InterviewEventBody,
  type InterviewSession,
  type InterviewStart,
  type LanguageId,
} from '@zencode/shared/contract';
import { drawInterviewProblems, interviewPlan, seededRandom } from '@zencode/shared/rules';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { isUuid, type Db } from '../../db/index.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { createSubmission } from '../submissions/index.ts';
import { enqueueInterviewReview } from './interview-review-task.ts';
import { deadlineOf, sessionViews, type SessionRow } from './interview-views.ts';

/** Starts a session: its problems drawn once from the published catalogue, unsolved first. */
export async function startInterview(
  db: Db,
  userId: string,
  start: InterviewStart,
): Promise<string> {
  await endExpired(db, userId);
  const plan = interviewPlan(start);
  const candidates = await db
    .selectFrom('problems as p')
    .leftJoin('solved_problems as s', (join) =>
      join.onRef('s.problem_id', '=', 'p.id').on('s.user_id', '=', userId),
    )
    .select(['p.id', 'p.difficulty', 'p.pattern', sql<boolean>`s.user_id is not null`.as('solved')])
    .where('p.status', '=', 'published')
    .orderBy('p.position')
    .execute();
  const ids = drawInterviewProblems(candidates, plan, seededRandom(randomInt(2 ** 31)));
  if (ids.length === 0) throw new NotFoundError(interviewMessages.noProblems);
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .insertInto('interview_sessions')
      .values({ user_id: userId, format: start.format, minutes: plan.minutes })
      .onConflict((oc) => oc.column('user_id').where('ended_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!session) throw new ConflictError(interviewMessages.alreadyRunning);
    await trx
      .insertInto('interview_problems')
      .values(
        ids.map((problemId, position) => ({
          session_id: session.id,
          position,
          problem_id: problemId,
        })),
      )
      .execute();
    return session.id;
  });
}

async function ownSession(db: Db, userId: string, id: string): Promise<SessionRow> {
  // Another learner's session answers as a made-up one: its existence stays private.
  const row = isUuid(id)
    ? await db
        .selectFrom('interview_sessions')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Ends a session: stamps ended_at (the deadline when it ran out, else now) and submits the last
 * saved draft of every problem with no submission for the session, if it was saved in time. One
 * transaction: the stamp's row lock makes a Run or submission being recorded wait for it (and
 * then be refused), the read of which problems were submitted sees every event recorded before
 * it, and a failure leaves the session open with nothing submitted, to be ended again.
 */
async function endSession(db: Db, row: SessionRow, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('interview_sessions')
      .set({ ended_at: at })
      .where('id', '=', row.id)
      .where('ended_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!ended) return;
    const unsubmitted = await trx
      .selectFrom('interview_problems as ip')
      .innerJoin('drafts as d', (join) =>
        join.onRef('d.problem_id', '=', 'ip.problem_id').on('d.user_id', '=', row.user_id),
      )
      .select(['ip.problem_id', 'd.language', 'd.code', 'd.updated_at'])
      .where('ip.session_id', '=', row.id)
      .where('d.updated_at', '>=', row.started_at)
      .where('d.updated_at', '<=', at)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('interview_events as e')
              .select('e.id')
              .whereRef('e.session_id', '=', 'ip.session_id')
              .whereRef('e.problem_id', '=', 'ip.problem_id')
              .where('e.kind', '=', 'submit'),
          ),
        ),
      )
      .orderBy('d.updated_at', 'desc')
      .execute();
    const done = new Set<string>();
    for (const draft of unsubmitted) {
      // The draft saved last, of whichever language, is the problem's last code.
      if (done.has(draft.problem_id)) continue;
      done.add(draft.problem_id);
      let created: { id: string };
      try {
        created = await createSubmission(
          trx,
          {
            userId: row.user_id,
            problemId: draft.problem_id,
            language: draft.language as LanguageId,
            code: draft.code,
            idempotencyKey: `interview:${row.id}:${draft.problem_id}`,
          },
          {
            maxUnfinished: Number.MAX_SAFE_INTEGER,
            allowUnpublished: false,
            languageReady: Promise.resolve(),
          },
        );
      } catch (error) {
        // A draft the judge no longer takes (its problem unpublished, its language withdrawn)
        // is refused before anything is written: the problem reads "never submitted", and the
        // session still ends.
        if (error instanceof NotFoundError || error instanceof BadRequestError) continue;
        throw error;
      }
      await trx
        .insertInto('interview_events')
        .values({
          session_id: row.id,
          problem_id: draft.problem_id,
          kind: 'submit',
          submission_id: created.id,
          at,
        })
        .onConflict((oc) => oc.column('submission_id').doNothing())
        .execute();
    }
    // The review queue hears of the session from here, not from whoever reads it next.
    await enqueueInterviewReview(trx, row.id);
  });
}

/** Ends the learner's open session when its deadline has passed (a closed tab never ends it). */
async function endExpired(db: Db, userId: string): Promise<void> {
  const open = await db
    .selectFrom('interview_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (open && deadlineOf(open) <= new Date()) await endSession(db, open, deadlineOf(open));
}

/** The learner's End: the session stops now (or at its deadline, if that passed first). */
export async function endInterview(db: Db, userId: string, id: string): Promise<void> {
  const row = await ownSession(db, userId, id);
  const now = new Date();
  const deadline = deadlineOf(row);
  await endSession(db, row, deadline < now ? deadline : now);
}

/**
 * Records a Run or a submission for the session. Refused (409) once the session has ended by
 * the server's clock; a submission also must be the learner's own, of this problem, made in time.
 */
export async function recordInterviewEvent(
  db: Db,
  userId: string,
  id: string,
  event: InterviewEventBody,
): Promise<void> {
  await endExpired(db, userId);
  const found = await ownSession(db, userId, id);
  await db.transaction().execute(async (trx) => {
    // The session's row, locked: an end under way is waited for, so nothing is recorded into a
    // session that ended meanwhile.
    const row = await trx
      .selectFrom('interview_sessions')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await recordInSession(trx, userId, row, event);
  });
}

/** Records `event` into the session `row`, read under its lock, while it is open. */
async function recordInSession(
  db: Db,
  userId: string,
  row: SessionRow,
  event: InterviewEventBody,
): Promise<void> {
  const member = await db
    .selectFrom('interview_problems')
    .select('problem_id')
    .where('session_id', '=', row.id)
    .where('problem_id', '=', event.problemId)
    .executeTakeFirst();
  if (!member) throw new NotFoundError(interviewMessages.notInSession);
  if (row.ended_at !== null || deadlineOf(row) <= new Date())
    throw new ConflictError(interviewMessages.ended);
  if (event.kind === 'submit') {
    const submission = await db
      .selectFrom('submissions')
      .select(['created_at'])
      .where('id', '=', event.submissionId)
      .where('user_id', '=', userId)
      .where('problem_id', '=', event.problemId)
      .executeTakeFirst();
    if (!submission) throw new NotFoundError();
    if (submission.created_at < row.started_at || submission.created_at > deadlineOf(row))
      throw new ConflictError(interviewMessages.ended);
  }
  await db
    .insertInto('interview_events')
    .values({
      session_id: row.id,
      problem_id: event.problemId,
      kind: event.kind,
      submission_id: event.kind === 'submit' ? event.submissionId : null,
    })
    .onConflict((oc) => oc.column('submission_id').doNothing())
    .execute();
}

const sessionView = async (db: Db, row: SessionRow) => (await sessionViews(db, [row]))[0]!;

/** One of the learner's sessions (404 for anyone else's), ended first when its time ran out. */
export async function readInterview(db: Db, userId: string, id: string): Promise<InterviewSession> {
  await endExpired(db, userId);
  return sessionView(db, await ownSession(db, userId, id));
}

/** The learner's open session, or null. */
export async function currentInterview(db: Db, userId: string): Promise<InterviewSession | null> {
  await endExpired(db, userId);
  const row = await db
    .selectFrom('interview_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row ? sessionView(db, row) : null;
}

/** The learner's sessions, newest first (at most 50), each with its report. */
export async function interviewHistory(db: Db, userId: string): Promise<InterviewSession[]> {
  await endExpired(db, userId);
  const rows = await db
    .selectFrom('interview_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .limit(50)
    .execute();
  return sessionViews(db, rows);
}
