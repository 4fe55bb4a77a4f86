import { describe, expect, it } from 'vitest';
import { judgeWorldPerFile } from '../submissions/judge-world-per-file-test-kit.ts';

const file = judgeWorldPerFile({ workers: 0 });

describe('catalogue reads with ETag', () => {
  for (const path of [
    '/api/problems',
    '/api/problem-details/full/two-sum',
    '/api/testcases/problem/two-sum',
  ]) {
    it(`${path} answers an unchanged body with 304 and a changed one in full`, async () => {
      const first = await file.world.get(path);
      expect(first.status).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^(W\/)?".+"$/);
      const body = await first.text();

      const unchanged = await file.world.app.request(path, {
        headers: { ...(await file.world.bearer(0)), 'if-none-match': tag! },
      });
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');

      await file.test.db
        .updateTable('problems')
        .set({ name: 'Two Sum, renamed' })
        .where('id', '=', 'two-sum')
        .execute();
      const changed = await file.world.app.request(path, {
        headers: { ...(await file.world.bearer(0)), 'if-none-match': tag! },
      });
      await file.test.db
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
