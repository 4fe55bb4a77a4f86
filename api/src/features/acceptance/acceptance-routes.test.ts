import { problemStatsListSchema } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { judgeWorldPerFile } from '../submissions/judge-world-per-file-test-kit.ts';

const file = judgeWorldPerFile({ workers: 1, problems: ['two-sum', 'valid-parentheses'] });

const wrong = 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 0]\n';
const right =
  'class Solution:\n    def twoSum(self, nums, target):\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n';

async function acceptance() {
  const response = await file.world.get('/api/problems/stats');
  expect(response.headers.get('cache-control')).toBe('public, max-age=30');
  return problemStatsListSchema.parse(await response.json());
}

describe('GET /api/problems/stats', () => {
  it('counts judged submissions and Accepted ones per problem, from real verdicts', async () => {
    // The patterns as the catalogue loader stores them from problem.json.
    for (const [id, pattern] of [
      ['two-sum', 'arrays-hashing'],
      ['valid-parentheses', 'stack'],
    ] as const) {
      await file.test.db.updateTable('problems').set({ pattern }).where('id', '=', id).execute();
    }
    expect(await acceptance()).toEqual([
      { problemId: 'two-sum', pattern: 'arrays-hashing', submitted: 0, accepted: 0 },
      { problemId: 'valid-parentheses', pattern: 'stack', submitted: 0, accepted: 0 },
    ]);
    for (const [code, as] of [
      [wrong, 0],
      [right, 0],
      [right, 1],
    ] as const) {
      const response = await file.world.post(
        '/api/submission',
        { problemId: 'two-sum', language: 'python', code },
        as,
      );
      const { _id } = (await response.json()) as { _id: string };
      await file.world.verdictOf(_id, as);
    }
    expect(await acceptance()).toEqual([
      { problemId: 'two-sum', pattern: 'arrays-hashing', submitted: 3, accepted: 2 },
      { problemId: 'valid-parentheses', pattern: 'stack', submitted: 0, accepted: 0 },
    ]);
  }, 180_000);

  it('leaves out submissions still judging, and drops those of a deleted account', async () => {
    const { learner, other } = file.world.users;
    await file.test.db
      .insertInto('submissions')
      .values({
        user_id: learner.id,
        problem_id: 'valid-parentheses',
        language: 'python',
        code: 'x',
        cases: '[]',
        runtime_ms: null,
        memory_kb: null,
        error: null,
        reason: null,
        judged_at: null,
        idempotency_key: null,
      })
      .execute();
    expect(await acceptance()).toEqual([
      { problemId: 'two-sum', pattern: 'arrays-hashing', submitted: 3, accepted: 2 },
      { problemId: 'valid-parentheses', pattern: 'stack', submitted: 0, accepted: 0 },
    ]);
    await file.test.db.deleteFrom('users').where('id', '=', other.id).execute();
    expect(await acceptance()).toEqual([
      { problemId: 'two-sum', pattern: 'arrays-hashing', submitted: 2, accepted: 1 },
      { problemId: 'valid-parentheses', pattern: 'stack', submitted: 0, accepted: 0 },
    ]);
  });
});
