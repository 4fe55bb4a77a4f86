import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { bodyOf, call, signedInAccount } from '../auth/auth-testing.ts';

const password = 'Calm-Focus1';
const test = testDatabasePerFile();
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  app = createTestApp(test.db).app;
  await test.db
    .insertInto('problems')
    .values({
      id: 'two-sum',
      name: 'Two Sum',
      statement: 's',
      difficulty: 'Easy',
      status: 'published',
    })
    .execute();
});

const signedIn = (username: string) => signedInAccount(app, test.db, { username, password });

async function judged(
  userId: string,
  runtimeMs: number,
  verdict = 'Accepted',
  language = 'python',
) {
  const row = await test.db
    .insertInto('submissions')
    .values({
      user_id: userId,
      problem_id: 'two-sum',
      language: language as 'python',
      code: 'x',
      status: 'done',
      verdict: verdict as 'Accepted',
      cases: '[]',
      runtime_ms: runtimeMs,
      memory_kb: 1000 + runtimeMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('an Accepted submission among the accepted ones of its problem and language', () => {
  it('shows where it stands from the first accepted submission on, from the stored verdicts', async () => {
    const me = await signedIn('standing');
    const others = await signedIn('crowd');
    const mine = await judged(me.id, 5);
    const standing = () =>
      call(app, 'GET', `/api/submission/standing/${mine}`, { token: me.token }).then(bodyOf);
    // Alone, it is the whole distribution: one submission in one bar, beating nobody.
    const alone = await standing();
    expect(alone.accepted).toBe(1);
    expect(alone.runtime).toMatchObject({ value: 5, beats: 0 });
    expect(alone.runtime.buckets[alone.runtime.mine].count).toBe(1);
    expect(alone.memory).toMatchObject({ value: 1005, beats: 0 });

    // Other languages and other verdicts do not count.
    await judged(others.id, 1, 'Accepted', 'java');
    await judged(others.id, 1, 'Not Accepted');
    for (let runtime = 1; runtime < 25; runtime++) {
      if (runtime !== 5) await judged(others.id, runtime);
    }
    const body = await standing();
    expect(body.accepted).toBe(24);
    // 24 accepted with runtimes 1..24; 19 are slower than 5 ms.
    expect(body.runtime.beats).toBeCloseTo((19 / 24) * 100, 1);
    expect(body.memory.beats).toBeCloseTo((19 / 24) * 100, 1);
    expect(body.runtime.buckets).toHaveLength(10);
    expect(
      body.runtime.buckets.reduce((sum: number, b: { count: number }) => sum + b.count, 0),
    ).toBe(24);
    expect(body.runtime.buckets[body.runtime.mine].from).toBeLessThanOrEqual(5);
    expect(body.runtime.buckets[body.runtime.mine].to).toBeGreaterThan(5);
  });

  it("is its author's only, and a rejected submission has no figures", async () => {
    const author = await signedIn('author2');
    const stranger = await signedIn('stranger2');
    const rejected = await judged(author.id, 3, 'Not Accepted');
    const own = await call(app, 'GET', `/api/submission/standing/${rejected}`, {
      token: author.token,
    });
    expect((await bodyOf(own)).runtime).toBeNull();
    const other = await call(app, 'GET', `/api/submission/standing/${rejected}`, {
      token: stranger.token,
    });
    expect(other.status).toBe(404);
    expect(
      (await call(app, 'GET', '/api/submission/standing/not-a-uuid', { token: author.token }))
        .status,
    ).toBe(404);
    expect((await call(app, 'GET', `/api/submission/standing/${rejected}`)).status).toBe(401);
  });
});
