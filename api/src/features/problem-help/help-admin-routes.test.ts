import {
  editorialResponseSchema,
  problemExportItemSchema,
  problemHelpFieldsSchema,
  problemHelpSchema,
} from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { judgeWorldPerFile } from '../submissions/judge-world-per-file-test-kit.ts';

const file = judgeWorldPerFile({ workers: 0, problems: ['two-sum', 'contains-duplicate'] });
const ADMIN = 2;
const editorial =
  '## Idea\n\nUse a set.\n\n## Approach\n\n1. Insert each value.\n\n## Complexity\n\nTime O(n); space O(n).';

const put = async (id: string, body: unknown, as = ADMIN) =>
  file.world.app.request(`/api/problems/${id}/help/fields`, {
    method: 'PUT',
    headers: { ...(await file.world.bearer(as)), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const fieldsOf = async (id: string) =>
  problemHelpFieldsSchema.parse(
    await (await file.world.get(`/api/problems/${id}/help/fields`, ADMIN)).json(),
  );

describe('admins edit hints, editorial, pattern and similar problems', () => {
  it('reads the catalogue help of a problem, and only for admins', async () => {
    const fields = await fieldsOf('two-sum');
    expect(fields.pattern).toBe('arrays-hashing');
    expect(fields.hints.length).toBeGreaterThanOrEqual(2);
    expect(fields.editorial).toMatch(/^## Idea/);
    expect((await file.world.get('/api/problems/two-sum/help/fields', 0)).status).toBe(403);
    expect((await put('two-sum', { pattern: 'stack' }, 0)).status).toBe(403);
    expect((await file.world.get('/api/problems/no-such/help/fields', ADMIN)).status).toBe(404);
  });

  it('refuses a wrong field with a message that names it, and changes nothing', async () => {
    const before = await fieldsOf('contains-duplicate');
    const cases: [unknown, RegExp][] = [
      [{ pattern: 'sorting' }, /pattern/],
      [{ hints: ['only one'] }, /hints/],
      [{ editorial: '## Idea\n\nx' }, /editorial: its headings must be exactly/],
      [{ similar: ['no-such-problem'] }, /similar: no problem no-such-problem/],
      [{ similar: ['contains-duplicate'] }, /similar to itself/],
      [{ tags: ['x'] }, /tags/],
    ];
    for (const [body, message] of cases) {
      const response = await put('contains-duplicate', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect(await fieldsOf('contains-duplicate')).toEqual(before);
  });

  it('saves the fields, which learners then see', async () => {
    const response = await put('contains-duplicate', {
      pattern: 'arrays-hashing',
      hints: ['Think of a set.', 'Insert and check.'],
      similar: ['two-sum'],
      editorial,
    });
    expect(response.status).toBe(200);
    expect(problemHelpFieldsSchema.parse(await response.json())).toEqual({
      pattern: 'arrays-hashing',
      hints: ['Think of a set.', 'Insert and check.'],
      similar: ['two-sum'],
      editorial,
    });
    const help = problemHelpSchema.parse(
      await (await file.world.get('/api/problems/contains-duplicate/help', 0)).json(),
    );
    expect(help).toMatchObject({ hintCount: 2, similar: [{ _id: 'two-sum' }], hasEditorial: true });
    // Only the fields sent change; an empty editorial removes it.
    await put('contains-duplicate', { editorial: '' });
    expect(await fieldsOf('contains-duplicate')).toMatchObject({
      editorial: null,
      hints: ['Think of a set.', 'Insert and check.'],
    });
  });

  it("takes a teaching editorial, whose `reference` shows the problem's references and a slower approach no code", async () => {
    const approach = (number: number, marker: string) =>
      `## Approach ${number}: A${number}\n\n<!-- code: ${marker} -->\n\n**Idea.** i\n\n` +
      '**Why it works.** w\n\n**Steps.**\n\n1. s\n\n- Time: O(n): r.\n- Space: O(n): r.\n\n';
    const teaching =
      approach(1, 'wrong-brute') +
      approach(2, 'reference') +
      '## Pitfalls\n\n- **A.** a\n- **B.** b\n\n## Worked example\n\n1. true\n';
    const refused = await put('contains-duplicate', {
      editorial: teaching.replace('## Pitfalls', '## Traps'),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /editorial: after the approaches come exactly ## Pitfalls then ## Worked example/,
    );
    expect((await put('contains-duplicate', { editorial: teaching })).status).toBe(200);
    const opened = editorialResponseSchema.parse(
      await (await file.world.post('/api/problems/contains-duplicate/editorial', {}, 0)).json(),
    );
    expect(opened.markdown).toBe(teaching);
    expect(opened.approachCode).toEqual({ 'wrong-brute': {}, reference: opened.solutions });
    expect(Object.keys(opened.solutions).length).toBeGreaterThan(0);
  });

  it('export carries the fields and bulk upload brings them back, similar ids remapped', async () => {
    const exported = problemExportItemSchema
      .array()
      .parse(await (await file.world.get('/api/problems/export', ADMIN)).json());
    const twoSum = exported.find((item) => item.originalId === 'two-sum')!;
    expect(twoSum.pattern).toBe('arrays-hashing');
    expect(twoSum.editorial).toMatch(/## Complexity/);

    // Two copies that name each other as similar by their originalIds.
    const copies = [
      { ...twoSum, originalId: 'copy-a', name: 'Copy A', similar: ['copy-b'] },
      { ...twoSum, originalId: 'copy-b', name: 'Copy B', similar: ['copy-a', 'two-sum'] },
    ];
    const response = await file.world.post('/api/problems/bulk', copies, ADMIN);
    expect(response.status).toBe(201);
    const { ids } = (await response.json()) as { ids: string[] };
    const [a, b] = [await fieldsOf(ids[0]!), await fieldsOf(ids[1]!)];
    expect(a).toMatchObject({ pattern: 'arrays-hashing', hints: twoSum.hints, similar: [ids[1]] });
    expect(b.similar).toEqual([ids[0], 'two-sum']);
    expect(b.editorial).toBe(twoSum.editorial);

    // A similar problem that is not here (an export of a few problems) is kept as written.
    const partial = await file.world.post(
      '/api/problems/bulk',
      [{ ...twoSum, originalId: 'copy-c', name: 'Copy C', similar: ['elsewhere'] }],
      ADMIN,
    );
    expect(partial.status).toBe(201);
    const [copyC] = ((await partial.json()) as { ids: string[] }).ids;
    expect((await fieldsOf(copyC!)).similar).toEqual(['elsewhere']);
    const help = problemHelpSchema.parse(
      await (await file.world.get(`/api/problems/${copyC}/help`, ADMIN)).json(),
    );
    expect(help.similar).toEqual([]);
  });
});
