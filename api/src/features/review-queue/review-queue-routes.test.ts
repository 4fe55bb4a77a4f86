import {
  dailyProblemSchema,
  messages,
  noteSchema,
  reviewCardSchema,
  reviewQueueMessages,
  reviewQueueSchema,
} from '@zencode/shared/contract';
import { dailyProblemFromCycles, newDailyCycle } from '@zencode/shared/rules';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../profile-stats/index.ts';
import { judgeWorldPerFile } from '../submissions/judge-world-per-file-test-kit.ts';
import { scheduleFromLog } from './review-schedule.ts';

const file = judgeWorldPerFile({
  workers: 1,
  problems: ['two-sum', 'valid-parentheses', 'climbing-stairs'],
});

const right =
  'class Solution:\n    def twoSum(self, nums, target):\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n';
const wrong = 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 0]\n';

async function submit(code: string, as = 0) {
  const response = await file.world.post(
    '/api/submission',
    { problemId: 'two-sum', language: 'python', code },
    as,
  );
  const { _id } = (await response.json()) as { _id: string };
  return file.world.verdictOf(_id, as);
}
const send = async (method: string, path: string, body?: unknown, as = 0) =>
  file.world.app.request(path, {
    method,
    headers: { ...(await file.world.bearer(as)), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const queue = async (as = 0) =>
  reviewQueueSchema.parse(
    await (await file.world.get('/api/review-queue?tz=Europe/Paris', as)).json(),
  );

describe('review queue', () => {
  it('puts a solved problem in the queue with a proposed rating, due as FSRS schedules it', async () => {
    expect((await queue()).cards).toEqual([]);
    await submit(wrong);
    await submit(right);
    const [card] = (await queue()).cards;
    expect(card).toMatchObject({
      problemId: 'two-sum',
      reps: 1,
      lastIsToday: true,
      last: { rating: 'Good', proposed: true, reasons: ['1 submission was not accepted'] },
    });
    const expected = scheduleFromLog([
      { rating: 'Good', reviewedAt: new Date(card!.last.reviewedAt) },
    ]);
    expect(card!.due).toBe(expected.due.toISOString());
    // Read again: the same solve is not rated twice.
    expect((await queue()).cards[0]!.reps).toBe(1);
  }, 180_000);

  it('lets the learner change today’s rating: Again comes back sooner than Good', async () => {
    const good = (await queue()).cards[0]!.due;
    const again = await send('PUT', '/api/review-queue/two-sum/rating?tz=Europe/Paris', {
      rating: 'Again',
    });
    expect(again.status).toBe(200);
    const card = reviewCardSchema.parse(await again.json());
    expect(card.last).toMatchObject({ rating: 'Again', proposed: false });
    expect(Date.parse(card.due)).toBeLessThan(Date.parse(good));
    const bad = await send('PUT', '/api/review-queue/two-sum/rating', { rating: 'Perfect' });
    expect(bad.status).toBe(400);
    const none = await send('PUT', '/api/review-queue/valid-parentheses/rating', {
      rating: 'Good',
    });
    expect(none.status).toBe(404);
  });

  it('reschedules at an Accepted review on a later day', async () => {
    // The first solve happened five days ago.
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000);
    await file.test.db
      .updateTable('submissions')
      .set({ created_at: new Date(fiveDaysAgo.getTime() - 60_000), judged_at: fiveDaysAgo })
      .where('problem_id', '=', 'two-sum')
      .execute();
    await file.test.db
      .updateTable('review_logs')
      .set({ reviewed_at: fiveDaysAgo })
      .where('problem_id', '=', 'two-sum')
      .execute();
    const before = await queue();
    expect(before.cards[0]!.lastIsToday).toBe(false);
    // Rated Again five days ago: overdue (the learner's profile counts it as due today).
    expect(Date.parse(before.cards[0]!.due)).toBeLessThan(Date.now());
    // Only one's own schedule: another learner has nothing in theirs.
    expect((await queue(1)).cards).toEqual([]);
    await submit(right);
    const after = await queue();
    expect(after.cards[0]).toMatchObject({ reps: 2, lastIsToday: true, last: { rating: 'Easy' } });
    expect(Date.parse(after.cards[0]!.due)).toBeGreaterThan(Date.parse(before.cards[0]!.due));
  }, 120_000);

  it('counts a review given up as Again, and as activity on the heatmap', async () => {
    await file.test.db.updateTable('users').set({ is_public_profile: true }).execute();
    const today = todayIn('Europe/Paris');
    // The owner's heatmap is read fresh; another learner's view is a cached public copy.
    const activityToday = async (as: number) => {
      const answer = await file.world.get('/api/profile/learner/heatmap?tz=Europe/Paris', as);
      const { heatmap } = (await answer.json()) as { heatmap: { date: string; count: number }[] };
      return heatmap.find((entry) => entry.date === today)!.count;
    };
    const [own, seen] = [await activityToday(0), await activityToday(1)];
    expect(seen).toBe(own);
    const response = await send('POST', '/api/review-queue/two-sum/give-up?tz=Europe/Paris');
    const card = reviewCardSchema.parse(await response.json());
    expect(card).toMatchObject({ reps: 3, last: { rating: 'Again' } });
    expect(await activityToday(0)).toBe(own + 1);
    expect(await activityToday(1)).toBe(own + 1);
  });
});

describe('a review given up right after a solve', () => {
  it('makes the card first, then logs Again', async () => {
    await submit(right, 1);
    const response = await send(
      'POST',
      '/api/review-queue/two-sum/give-up?tz=Europe/Paris',
      undefined,
      1,
    );
    expect(response.status).toBe(200);
    expect(reviewCardSchema.parse(await response.json())).toMatchObject({
      reps: 2,
      last: { rating: 'Again' },
    });
  }, 120_000);
});

describe('offline review writes with bad input', () => {
  it('refuses a malformed Idempotency-Key or `at` with a message and changes nothing', async () => {
    const logs = async () =>
      (await file.test.db.selectFrom('review_logs').select('id').execute()).length;
    const noteBody = async () =>
      noteSchema.parse(await (await file.world.get('/api/notes/two-sum')).json()).body;
    const [logsBefore, noteBefore] = [await logs(), await noteBody()];
    const withKey = async (method: string, path: string, key: string, body?: unknown) =>
      file.world.app.request(path, {
        method,
        headers: {
          ...(await file.world.bearer(0)),
          'content-type': 'application/json',
          'Idempotency-Key': key,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    for (const key of ['short', 'has space in it', 'x'.repeat(201)]) {
      for (const response of [
        await withKey('POST', '/api/review-queue/two-sum/give-up?tz=Europe/Paris', key),
        await withKey('PUT', '/api/notes/two-sum', key, { body: 'not saved' }),
      ]) {
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: messages.idempotencyKeyInvalid });
      }
    }
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const tooOld = await send('POST', `/api/review-queue/two-sum/give-up?at=${longAgo}`);
    expect(tooOld.status).toBe(400);
    expect(await tooOld.json()).toEqual({ message: `at: ${reviewQueueMessages.sentTooLate}` });
    for (const at of ['yesterday', '2026-11-26', '']) {
      expect((await send('POST', `/api/review-queue/two-sum/give-up?at=${at}`)).status).toBe(400);
      const rating = await send('PUT', `/api/review-queue/two-sum/rating?at=${at}`, {
        rating: 'Hard',
      });
      expect(rating.status).toBe(400);
    }
    expect([await logs(), await noteBody()]).toEqual([logsBefore, noteBefore]);
  });
});

describe('notes', () => {
  it('saves a private Markdown note, reads it back and finds it by search', async () => {
    const body = 'Key idea: **a hash map** from value to index.';
    const saved = await send('PUT', '/api/notes/two-sum', { body });
    expect(noteSchema.parse(await saved.json())).toMatchObject({ problemId: 'two-sum', body });
    const read = noteSchema.parse(await (await file.world.get('/api/notes/two-sum')).json());
    expect(read.body).toBe(body);
    const found = noteSchema
      .array()
      .parse(await (await file.world.get('/api/notes?search=HASH')).json());
    expect(found.map((note) => note.problemId)).toEqual(['two-sum']);
    const missed = (await (await file.world.get('/api/notes?search=graph')).json()) as unknown[];
    expect(missed).toEqual([]);
    // Private: another learner sees their own (empty) note.
    const other = noteSchema.parse(await (await file.world.get('/api/notes/two-sum', 1)).json());
    expect(other.body).toBe('');
    expect((await send('PUT', '/api/notes/nope', { body: 'x' })).status).toBe(404);
  });
});

describe('daily problem', () => {
  it('is the same for two learners in one zone on one day, and follows the date', async () => {
    const read = async (tz: string, as: number) =>
      dailyProblemSchema.parse(
        await (await file.world.get(`/api/daily-problem?tz=${tz}`, as)).json(),
      );
    const [first, second] = [await read('Europe/Paris', 0), await read('Europe/Paris', 1)];
    expect(first.problem).toEqual(second.problem);
    const ids = ['climbing-stairs', 'two-sum', 'valid-parentheses'];
    // The first date asked for starts the first cycle; a zone a day behind is before it.
    const cycles = [newDailyCycle(todayIn('Europe/Paris'), ids)];
    for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const daily = await read(tz, 0);
      expect(daily.date).toBe(todayIn(tz));
      expect(daily.problem._id).toBe(dailyProblemFromCycles(daily.date, cycles, ids));
    }
    // The two zones are 25 hours apart: never the same date.
    expect((await read('Pacific/Kiritimati', 0)).date).not.toBe(
      (await read('Pacific/Pago_Pago', 0)).date,
    );
    expect((await file.world.get('/api/daily-problem?tz=Mars/Olympus')).status).toBe(400);
  });

  it("keeps today's problem when another is published during the day", async () => {
    const read = async () =>
      dailyProblemSchema.parse(
        await (await file.world.get('/api/daily-problem?tz=Europe/Paris', 0)).json(),
      );
    const before = await read();
    // Each of many new problems would move the daily under an order drawn from the catalogue's size.
    const added = Array.from({ length: 12 }, (_unused, index) => ({
      id: `calm-extra-${index}`,
      name: `Calm extra ${index}`,
      statement: 's',
      difficulty: 'Easy' as const,
      status: 'published' as const,
    }));
    await file.test.db.insertInto('problems').values(added).execute();
    try {
      expect((await read()).problem).toEqual(before.problem);
    } finally {
      await file.test.db.deleteFrom('problems').where('id', 'like', 'calm-extra-%').execute();
    }
  });
});

describe('history', () => {
  it('exports ratings and notes as JSON, and deletes them for good', async () => {
    const exported = (await (await file.world.get('/api/review-queue/history')).json()) as {
      logs: unknown[];
      notes: unknown[];
    };
    expect(exported.logs).toHaveLength(3);
    expect(exported.notes).toHaveLength(1);
    const deleted = await send('DELETE', '/api/review-queue/history');
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: reviewQueueMessages.historyDeleted });
    expect((await queue()).cards).toEqual([]);
    const after = (await (await file.world.get('/api/review-queue/history')).json()) as {
      logs: unknown[];
      notes: unknown[];
    };
    expect(after).toEqual({ logs: [], notes: [] });
  });
});
