import { type Submission } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { catalogSolution } from '../../catalog/index.ts';
import { judgeWorldPerFile } from './judge-world-per-file-test-kit.ts';

const file = judgeWorldPerFile();

async function submitWithKey(key: string, as = 0) {
  return file.world.app.request('/api/submission', {
    method: 'POST',
    headers: {
      ...(await file.world.bearer(as)),
      'content-type': 'application/json',
      'Idempotency-Key': key,
    },
    body: JSON.stringify({
      problemId: 'two-sum',
      language: 'python',
      code: catalogSolution('two-sum', 'reference', 'python'),
    }),
  });
}

const countSubmissions = async (userId: string) =>
  (
    await file.test.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).count;

describe('POST /api/submission with an Idempotency-Key', () => {
  it('creates one submission and answers a retry with it, crediting once', async () => {
    const first = await submitWithKey('outbox-key-0001');
    expect(first.status).toBe(201);
    const created = (await first.json()) as Submission;
    const retries = await Promise.all([
      submitWithKey('outbox-key-0001'),
      submitWithKey('outbox-key-0001'),
    ]);
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as Submission)._id).toBe(created._id);
    }
    expect(await countSubmissions(file.world.users.learner.id)).toBe(1);
    expect((await file.world.verdictOf(created._id)).verdict).toBe('Accepted');
    const again = await submitWithKey('outbox-key-0001');
    expect(((await again.json()) as Submission).verdict).toBe('Accepted');
    const user = await file.test.db
      .selectFrom('users')
      .select('score')
      .where('id', '=', file.world.users.learner.id)
      .executeTakeFirstOrThrow();
    expect(user.score).toBe(10);
    expect(await countSubmissions(file.world.users.learner.id)).toBe(1);
  });

  it('keeps keys per user: another learner with the same key gets their own submission', async () => {
    const theirs = await submitWithKey('outbox-key-0001', 1);
    expect(theirs.status).toBe(201);
    expect(await countSubmissions(file.world.users.other.id)).toBe(1);
    await file.world.verdictOf(((await theirs.json()) as Submission)._id, 1);
  });

  it('refuses a malformed key with a message and creates nothing', async () => {
    for (const key of ['short', 'has space in it', 'x'.repeat(201)]) {
      const response = await submitWithKey(key);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message:
          'The Idempotency-Key header must be 8 to 200 letters, digits, dashes or underscores.',
      });
    }
    expect(await countSubmissions(file.world.users.learner.id)).toBe(1);
  });
});
