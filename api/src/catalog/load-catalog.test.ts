import { languageIds } from '@zencode/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { loadCatalog, loadCatalogIfEmpty } from './load-catalog.ts';
import { readCatalog } from './read-catalog.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.destroy();
});

const shipped = readCatalog();

describe('loading the catalogue', () => {
  it('loads every problem, its details and its cases into an empty database', async () => {
    expect(await loadCatalogIfEmpty(test.db, () => shipped)).toBe(shipped.length);
    const problems = await test.db.selectFrom('problems').selectAll().orderBy('position').execute();
    expect(problems.map((problem) => problem.id)).toEqual(
      [...shipped].sort((a, b) => a.order - b.order).map((problem) => problem.slug),
    );
    const twoSum = await test.db
      .selectFrom('problem_details')
      .selectAll()
      .where('problem_id', '=', 'two-sum')
      .executeTakeFirstOrThrow();
    expect(twoSum.checker).toBe('any-order');
    expect(Object.keys(twoSum.boilerplate).sort()).toEqual([...languageIds].sort());
    expect(twoSum.boilerplate.python).toContain('def twoSum(self');
    const { code } = await test.db
      .selectFrom('problems')
      .select('code')
      .where('id', '=', 'two-sum')
      .executeTakeFirstOrThrow();
    expect(code).toBe(twoSum.boilerplate.cpp);
    expect(code).toContain('twoSum(');
    expect(twoSum.signature).toMatchObject({ kind: 'function', name: 'twoSum' });
    // A teaching editorial's slower approach is loaded with its code, for the page to show.
    const koko = await test.db
      .selectFrom('problem_details')
      .select('approach_code')
      .where('problem_id', '=', 'koko-eating-bananas')
      .executeTakeFirstOrThrow();
    expect(Object.keys(koko.approach_code)).toEqual(['wrong-brute']);
    expect(koko.approach_code['wrong-brute']!.python).toContain('k += 1');
    expect(koko.approach_code['wrong-brute']!.cpp).toContain('for (int k = 1;; k++)');
    expect(twoSum.approach_code).toEqual({});
    const cases = await test.db
      .selectFrom('testcases')
      .select(['input', 'output', 'is_public', 'position'])
      .where('problem_id', '=', 'two-sum')
      .orderBy('position')
      .execute();
    const expected = shipped.find((problem) => problem.slug === 'two-sum')!.cases;
    expect(cases).toEqual(
      expected.map((testcase, position) => ({
        input: testcase.input,
        output: testcase.output,
        is_public: testcase.public,
        position,
      })),
    );
  });

  it('does nothing on later starts, keeping what admins changed', async () => {
    await test.db
      .updateTable('problems')
      .set({ name: 'Two Sum (edited)' })
      .where('id', '=', 'two-sum')
      .execute();
    let read = 0;
    expect(
      await loadCatalogIfEmpty(test.db, () => {
        read++;
        return shipped;
      }),
    ).toBe(0);
    expect(read).toBe(0);
    const { name } = await test.db
      .selectFrom('problems')
      .select('name')
      .where('id', '=', 'two-sum')
      .executeTakeFirstOrThrow();
    expect(name).toBe('Two Sum (edited)');
  });

  it('reloads on request: catalogue problems are replaced, others left alone, nothing doubled', async () => {
    await test.db
      .insertInto('problems')
      .values({ id: 'admin-made', name: 'Admin Made', statement: 's', difficulty: 'Hard' })
      .execute();
    const before = await test.db
      .selectFrom('testcases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await loadCatalog(test.db, shipped)).toBe(shipped.length);
    expect(await loadCatalog(test.db, shipped)).toBe(shipped.length);
    const after = await test.db
      .selectFrom('testcases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const names = await test.db
      .selectFrom('problems')
      .select(['id', 'name'])
      .where('id', 'in', ['two-sum', 'admin-made'])
      .orderBy('id')
      .execute();
    expect(names).toEqual([
      { id: 'admin-made', name: 'Admin Made' },
      { id: 'two-sum', name: 'Two Sum' },
    ]);
  });

  it('writes nothing when a problem fails half-way', async () => {
    const broken = { ...shipped[0]!, slug: 'Not A Slug' };
    const fresh = { ...shipped[1]!, slug: 'fresh-problem' };
    await expect(loadCatalog(test.db, [fresh, broken])).rejects.toThrow();
    const found = await test.db
      .selectFrom('problems')
      .select('id')
      .where('id', '=', 'fresh-problem')
      .execute();
    expect(found).toEqual([]);
  });
});
