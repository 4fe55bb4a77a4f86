import {
  messages,
  NOTE_COPIES_MAX,
  NOTE_MAX_LENGTH,
  NOTE_MERGE_SEPARATOR,
  noteSchema,
  reviewCardSchema,
  reviewQueueMessages,
} from '@zencode/shared/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, signedInAccount } from '../auth/auth-testing.ts';

const password = 'Calm-Focus1';
const test = testDatabasePerFile();
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  app = createTestApp(test.db, {
    rateLimits: { giveUpsPerUser: { limit: 1000, windowMs: 60_000 } },
  }).app;
  for (const id of ['two-sum', 'valid-anagram']) {
    await test.db
      .insertInto('problems')
      .values({ id, name: id, statement: 's', difficulty: 'Easy', status: 'published' })
      .execute();
  }
});

const learner = (username: string) => signedInAccount(app, test.db, { username, password });

/** A card rated Good two days ago, as the sync leaves a solve. */
async function cardFor(userId: string, problemId = 'two-sum') {
  const solvedAt = new Date(Date.now() - 2 * 24 * 3600 * 1000);
  await test.db
    .insertInto('review_cards')
    .values({ user_id: userId, problem_id: problemId, created_at: solvedAt })
    .execute();
  await test.db
    .insertInto('review_logs')
    .values({
      user_id: userId,
      problem_id: problemId,
      rating: 'Good',
      reviewed_at: solvedAt,
      proposed: true,
      reasons: JSON.stringify([]),
      submission_id: null,
    })
    .execute();
}

const logsOf = async (userId: string) =>
  (await test.db.selectFrom('review_logs').select('rating').where('user_id', '=', userId).execute())
    .length;

describe('give-ups', () => {
  it('logs one per card and day: more that day answer the same card and add nothing', async () => {
    const { id, token } = await learner('quitter');
    await cardFor(id);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call(app, 'POST', '/api/review-queue/two-sum/give-up?tz=UTC', { token });
      expect(answer.status).toBe(200);
      answers.push(reviewCardSchema.parse(await answer.json()));
    }
    // Sent at once, they are one give-up as well.
    const racing = await Promise.all(
      [1, 2, 3].map(() => call(app, 'POST', '/api/review-queue/two-sum/give-up?tz=UTC', { token })),
    );
    expect(racing.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await logsOf(id)).toBe(2);
    expect(answers[0]).toMatchObject({ reps: 2, lapses: 1, last: { rating: 'Again' } });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // Yesterday's give-up, sent later by the desktop app, is that day's own.
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    const late = await call(
      app,
      'POST',
      `/api/review-queue/two-sum/give-up?tz=UTC&at=${encodeURIComponent(yesterday)}`,
      { token },
    );
    expect(late.status).toBe(200);
    expect(await logsOf(id)).toBe(3);
  });

  it('are limited per learner: past the limit 429 with Retry-After, and nothing logged', async () => {
    const limited = createTestApp(test.db, {
      rateLimits: { giveUpsPerUser: { limit: 2, windowMs: 60_000 } },
    }).app;
    const { id, token } = await learner('hammer');
    await cardFor(id, 'two-sum');
    await cardFor(id, 'valid-anagram');
    const giveUp = (problemId: string) =>
      call(limited, 'POST', `/api/review-queue/${problemId}/give-up?tz=UTC`, { token });
    expect((await giveUp('two-sum')).status).toBe(200);
    expect((await giveUp('two-sum')).status).toBe(200);
    const over = await giveUp('valid-anagram');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await bodyOf(over)).toEqual({ message: messages.tooManyRequests });
    expect(await logsOf(id)).toBe(3);
  });
});

describe('a note merged from an older version', () => {
  it('stays within its limit: what does not fit is kept as a copy, and nothing is lost', async () => {
    const { token } = await learner('writer');
    const put = (body: string, baseUpdatedAt?: string) =>
      call(app, 'PUT', '/api/notes/two-sum', { token, body: { body, baseUpdatedAt } });
    const first = noteSchema.parse(await (await put('a'.repeat(15_000))).json());
    const old = new Date(Date.parse(first.updatedAt) - 60_000).toISOString();

    const texts = Array.from({ length: NOTE_COPIES_MAX }, (_, index) =>
      String.fromCharCode(98 + (index % 20)).repeat(NOTE_MAX_LENGTH),
    );
    for (const text of texts) {
      const answer = await put(text, old);
      expect(answer.status).toBe(200);
      const note = noteSchema.parse(await answer.json());
      expect(note.keptAsCopy).toBe(true);
      expect(note.body).toBe('a'.repeat(15_000));
    }
    const read = noteSchema.parse(
      await (await call(app, 'GET', '/api/notes/two-sum', { token })).json(),
    );
    expect(read.body.length).toBeLessThanOrEqual(NOTE_MAX_LENGTH);
    expect(read.copies?.map((copy) => copy.body)).toEqual(texts);

    // The copies are full: refused with a message, and nothing changed.
    const full = await put('z'.repeat(NOTE_MAX_LENGTH), old);
    expect(full.status).toBe(409);
    expect(await bodyOf(full)).toEqual({ message: reviewQueueMessages.noteCopiesFull });
    // A short text still merges as before.
    const merged = noteSchema.parse(await (await put('short', old)).json());
    expect(merged).toMatchObject({
      body: `${'a'.repeat(15_000)}${NOTE_MERGE_SEPARATOR}short`,
      keptAsCopy: false,
    });

    // A copy the learner has read is forgotten on request; another's copy is not theirs.
    const other = await learner('stranger');
    const copyId = read.copies![0]!.id;
    const foreign = await call(app, 'DELETE', `/api/notes/two-sum/copies/${copyId}`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call(app, 'DELETE', `/api/notes/two-sum/copies/${copyId}`, { token })).status,
    ).toBe(204);
    const after = noteSchema.parse(
      await (await call(app, 'GET', '/api/notes/two-sum', { token })).json(),
    );
    expect(after.copies).toHaveLength(NOTE_COPIES_MAX - 1);
  });
});

describe('deleting the review history', () => {
  it('waits for a queue read in progress, so the cards it makes are deleted too', async () => {
    const { id, token } = await learner('forgetter');
    let deleted: Response | undefined;
    // A sync in progress: it holds the learner's review lock and has made a card, not committed.
    await test.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`zencode:review:${id}`}))`.execute(trx);
      await trx
        .insertInto('review_cards')
        .values({ user_id: id, problem_id: 'two-sum', created_at: new Date() })
        .execute();
      const deleting = call(app, 'DELETE', '/api/review-queue/history', { token }).then(
        (answer) => (deleted = answer),
      );
      // Until the delete either finished without the lock or waits for it.
      for (;;) {
        if (deleted) break;
        const waiting = await sql<{ count: number }>`
          select count(*)::int as count from pg_locks where locktype = 'advisory' and not granted
        `.execute(test.db);
        if (waiting.rows[0]!.count > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      void deleting;
    });
    while (!deleted) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deleted.status).toBe(200);
    const cards = await test.db
      .selectFrom('review_cards')
      .select('problem_id')
      .where('user_id', '=', id)
      .execute();
    expect(cards).toEqual([]);
  });
});
