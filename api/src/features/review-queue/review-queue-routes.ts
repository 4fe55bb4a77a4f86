import { createRoute } from '@hono/zod-openapi';
import {
  idParamSchema,
  messageBodySchema,
  reviewCardSchema,
  reviewHistorySchema,
  reviewQueueMessages,
  reviewQueueRoutes,
  reviewQueueSchema,
  reviewRatingBodySchema,
} from '@zencode/shared/contract';
import { sql } from 'kysely';
import { createRouter } from '../../app-env.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { currentUser, limitRequest, requireUser } from '../auth/index.ts';
import { timeZoneQuerySchema, todayIn } from '../profile-stats/index.ts';
import { listNotes } from './note-queries.ts';
import { reviewCardsOf, reviewLogsOf } from './review-queries.ts';
import { lockReviewLog, syncReviewLogs } from './sync-review-logs.ts';
import { actedAt, reviewTimeQuerySchema } from './review-time-query.ts';
import {
  bearerAuth,
  errorResponses,
  idempotencyKeyOf,
  idempotencyKeyParameter,
  jsonBody,
  jsonResponse,
} from '../../http/index.ts';

const learner = {
  tags: ['review-queue'],
  security: bearerAuth,
  middleware: [requireUser],
};
/** The reason a give-up logs; it also finds the card's give-ups (one a day). */
const giveUpReason = 'you gave up this review';
const conflict = { 409: jsonResponse(messageBodySchema, 'Nothing to rate today') };

const queue = createRoute({
  ...learner,
  operationId: 'getReviewQueue',
  method: 'get',
  path: reviewQueueRoutes.queue,
  summary: "The caller's review cards, each scheduled by FSRS (ts-fsrs) from its ratings",
  description:
    "Accepted submissions not yet rated get a proposed rating first (from the hints and editorial opened, the failed submissions since the card's previous rating and the time taken); a card's `due` is replayed from all its ratings with ts-fsrs, no fuzz, so the same log always gives the same schedule. `tz` sets the learner's day.",
  request: { query: timeZoneQuerySchema },
  responses: { 200: jsonResponse(reviewQueueSchema, 'Soonest due first'), ...errorResponses },
});
const rate = createRoute({
  ...learner,
  operationId: 'rateReviewCard',
  method: 'put',
  path: reviewQueueRoutes.rating,
  summary: "Confirm or change today's rating of a problem (Again, Hard, Good or Easy)",
  description:
    '`at` (the desktop app sending a rating made offline): the rating made on that day, which must still be the latest.',
  request: {
    params: idParamSchema,
    query: reviewTimeQuerySchema,
    body: jsonBody(reviewRatingBodySchema),
  },
  responses: { 200: jsonResponse(reviewCardSchema, 'Rescheduled'), ...errorResponses, ...conflict },
});
const giveUp = createRoute({
  ...learner,
  operationId: 'giveUpReview',
  method: 'post',
  path: reviewQueueRoutes.giveUp,
  summary: 'Give up a review: it counts as Again',
  description:
    '`at` (the desktop app sending a review given up offline): when it happened. One give-up per card and day (in `tz`) is logged: another that day, or one with an `Idempotency-Key` used before, logs nothing and answers the card as it stands. Limited per learner (429 with Retry-After).',
  request: { params: idParamSchema, query: reviewTimeQuerySchema },
  parameters: [idempotencyKeyParameter('sent again, nothing is logged twice')],
  responses: {
    200: jsonResponse(reviewCardSchema, 'Rescheduled'),
    ...errorResponses,
    429: jsonResponse(
      messageBodySchema,
      'Too many give-ups: wait for the Retry-After header (seconds)',
    ),
  },
});
const history = createRoute({
  ...learner,
  operationId: 'exportReviewHistory',
  method: 'get',
  path: reviewQueueRoutes.history,
  summary: "The caller's review ratings and notes, as JSON to keep",
  responses: { 200: jsonResponse(reviewHistorySchema, 'Everything'), ...errorResponses },
});
const forget = createRoute({
  ...learner,
  operationId: 'deleteReviewHistory',
  method: 'delete',
  path: reviewQueueRoutes.history,
  summary: "Delete the caller's review cards, ratings and notes",
  responses: { 200: jsonResponse(messageBodySchema, 'Deleted'), ...errorResponses },
});

async function cardOf(
  db: Parameters<typeof reviewCardsOf>[0],
  userId: string,
  id: string,
  tz: string,
) {
  const card = (await reviewCardsOf(db, userId, tz)).find((each) => each.problemId === id);
  if (!card) throw new NotFoundError(reviewQueueMessages.noCard);
  return card;
}

/** The review queue: cards, ratings, give up, export and delete (signed-in learners). */
export const reviewQueueRouter = createRouter()
  .openapi(queue, async (c) => {
    const { db } = c.var.deps;
    const user = currentUser(c);
    const { tz } = c.req.valid('query');
    await syncReviewLogs(db, user.id, tz);
    const cards = await reviewCardsOf(db, user.id, tz);
    return c.json({ cards, today: todayIn(tz) }, 200);
  })
  .openapi(rate, async (c) => {
    const { db } = c.var.deps;
    const user = currentUser(c);
    const { id } = c.req.valid('param');
    const { tz, at } = c.req.valid('query');
    const ratedAt = actedAt(at);
    await syncReviewLogs(db, user.id, tz);
    const card = await cardOf(db, user.id, id, tz);
    // The latest rating must be of the day the learner rated (today, or an offline rating's day).
    if (todayIn(tz, new Date(card.last.reviewedAt)) !== todayIn(tz, ratedAt))
      throw new ConflictError(reviewQueueMessages.nothingToRate);
    await db
      .updateTable('review_logs')
      .set({ rating: c.req.valid('json').rating, proposed: false })
      .where('user_id', '=', user.id)
      .where('problem_id', '=', id)
      .where('reviewed_at', '=', new Date(card.last.reviewedAt))
      .execute();
    return c.json(await cardOf(db, user.id, id, tz), 200);
  })
  .openapi(giveUp, async (c) => {
    const { db } = c.var.deps;
    const user = currentUser(c);
    const { id } = c.req.valid('param');
    const { tz, at } = c.req.valid('query');
    const clientKey = idempotencyKeyOf(c);
    await limitRequest(c, [['giveUpsPerUser', user.id]]);
    // A solve not yet read into the queue makes its card first.
    await syncReviewLogs(db, user.id, tz);
    await cardOf(db, user.id, id, tz);
    const givenUpAt = actedAt(at);
    await db.transaction().execute(async (trx) => {
      // Under the log's lock, so that two give-ups at once cannot both be the day's first.
      await lockReviewLog(trx, user.id);
      const givenUp = await trx
        .selectFrom('review_logs')
        .select('reviewed_at')
        .where('user_id', '=', user.id)
        .where('problem_id', '=', id)
        .where('proposed', '=', false)
        .where(sql<boolean>`reasons @> ${JSON.stringify([giveUpReason])}::jsonb`)
        .orderBy('reviewed_at', 'desc')
        .execute();
      // A card is given up once a day: the same day's second give-up changes nothing.
      const day = todayIn(tz, givenUpAt);
      if (givenUp.some((log) => todayIn(tz, new Date(log.reviewed_at)) === day)) return;
      await trx
        .insertInto('review_logs')
        .values({
          user_id: user.id,
          problem_id: id,
          rating: 'Again',
          reviewed_at: givenUpAt,
          reasons: JSON.stringify([giveUpReason]),
          submission_id: null,
          client_key: clientKey ?? null,
        })
        // The same give-up sent again (a lost answer): logged once.
        .onConflict((oc) =>
          oc.columns(['user_id', 'client_key']).where('client_key', 'is not', null).doNothing(),
        )
        .execute();
    });
    return c.json(await cardOf(db, user.id, id, tz), 200);
  })
  .openapi(history, async (c) => {
    const { db } = c.var.deps;
    const user = currentUser(c);
    return c.json(
      { logs: await reviewLogsOf(db, user.id), notes: await listNotes(db, user.id, '') },
      200,
    );
  })
  .openapi(forget, async (c) => {
    const { db } = c.var.deps;
    const user = currentUser(c);
    await db.transaction().execute(async (trx) => {
      // The sync's lock: a queue read running now cannot make the cards again after this.
      await lockReviewLog(trx, user.id);
      await trx.deleteFrom('review_cards').where('user_id', '=', user.id).execute();
      // Older solves must not make the cards again at the next read.
      await trx
        .insertInto('review_history_resets')
        .values({ user_id: user.id, reset_at: sql<Date>`now()` })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ reset_at: sql<Date>`now()` }))
        .execute();
      await trx.deleteFrom('problem_notes').where('user_id', '=', user.id).execute();
    });
    return c.json({ message: reviewQueueMessages.historyDeleted }, 200);
  });
