import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createJudgeWorld, type JudgeWorld } from '../submissions/judge-test-kit.ts';

let test: TestDatabase;
let world: JudgeWorld;
beforeAll(async () => {
  test = await createTestDatabase();
  world = await createJudgeWorld(test, { workers: 0 });
}, 120_000);
afterAll(async () => {
  await world?.close();
  await test?.destroy();
});

describe('catalogue reads with ETag', () => {
  for (const path of [
    '/api/problems',
    '/api/problem-details/full/two-sum',
    '/api/testcases/problem/two-sum',
  ]) {
    it(`${path} answers an unchanged body with 304 and a changed one in full`, async () => {
      const first = await world.get(path);
      expect(first.status).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^(W\/)?".+"$/);
      const body = await first.text();

      const unchanged = await world.app.request(path, {
        headers: { ...(await world.bearer(0)), 'if-none-match': tag! },
      });
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');

      await test.db
        .updateTable('problems')
        .set({ name: 'Two Sum, renamed' })
        .where('id', '=', 'two-sum')
        .execute();
      const changed = await world.app.request(path, {
        headers: { ...(await world.bearer(0)), 'if-none-match': tag! },
      });
      await test.db
        .updateTable('problems')
        .set({ name: 'Two Sum' })
        .where('id', '=', 'two-sum')
        .execute();
      if (path.startsWith('/api/testcases')) {
        // Test cases do not carry the name: the same body keeps its tag.
        expect(changed.status).toBe(304);
      } else {
        expect(changed.status).toBe(200);
        expect(await changed.text()).not.toBe(body);
      }
    });
  }
});
