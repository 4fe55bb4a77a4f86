import { messages } from '@zencode/shared/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { addProblem, authoringWorldPerFile } from '../authoring/authoring-test-kit.ts';

const file = authoringWorldPerFile();
beforeEach(async () => {
  await file.test.db.deleteFrom('problems').execute();
});

const upload = (raw: string) => file.world.send('POST', '/api/problems/bulk', { raw });
const problemIds = async () =>
  (await file.test.db.selectFrom('problems').select('id').orderBy('position').execute()).map(
    (row) => row.id,
  );
const spec = (name: string, testcases?: unknown) => ({
  name,
  statement: `${name} statement`,
  code: 'int main() {}',
  difficulty: 'Easy',
  ...(testcases === undefined ? {} : { testcases }),
});

describe('POST /api/problems/bulk', () => {
  it('creates every problem with its cases as drafts, in order', async () => {
    const { status, body } = await upload(
      JSON.stringify([
        spec('First One', [
          { input: '1 2', output: '3' },
          { input: '5 5', output: '10', isPublic: true },
        ]),
        spec('Second One'),
      ]),
    );
    expect(status).toBe(201);
    expect(body).toEqual({ count: 2, ids: ['first-one', 'second-one'] });
    expect(await problemIds()).toEqual(['first-one', 'second-one']);
    const cases = await file.test.db
      .selectFrom('testcases')
      .select(['input', 'output', 'is_public', 'position'])
      .where('problem_id', '=', 'first-one')
      .orderBy('position')
      .execute();
    expect(cases).toEqual([
      { input: '1 2', output: '3', is_public: false, position: 0 },
      { input: '5 5', output: '10', is_public: true, position: 1 },
    ]);
    const statuses = await file.test.db.selectFrom('problems').select('status').execute();
    expect(statuses.every((row) => row.status === 'draft')).toBe(true);
  });

  it.each([
    ['not JSON', '[{"name":', /^Invalid JSON: /],
    [
      'an object',
      JSON.stringify(spec('Lonely')),
      `${messages.invalidJsonPrefix}${messages.bulkNotArray}`,
    ],
    [
      'testcases not an array',
      JSON.stringify([spec('A', { input: '1', output: '1' })]),
      `${messages.invalidJsonPrefix}${messages.bulkTestcasesNotArray}`,
    ],
    [
      'a testcase without output',
      JSON.stringify([spec('A', [{ input: '1' }])]),
      `${messages.invalidJsonPrefix}${messages.bulkTestcaseIncomplete}`,
    ],
    [
      'a testcase with empty input',
      JSON.stringify([spec('A', [{ input: '', output: '1' }])]),
      `${messages.invalidJsonPrefix}${messages.bulkTestcaseIncomplete}`,
    ],
    [
      'a testcase that is not an object',
      JSON.stringify([spec('A', ['1 2'])]),
      `${messages.invalidJsonPrefix}${messages.bulkTestcaseIncomplete}`,
    ],
    ['an empty array', '[]', 'Add at least one problem to the array.'],
    [
      'a problem without a name',
      JSON.stringify([spec('Fine'), { statement: 's', code: 'c' }]),
      /^Problem 2: name: /,
    ],
    [
      'a bad difficulty',
      JSON.stringify([{ ...spec('A'), difficulty: 'Impossible' }]),
      /^Problem 1: difficulty: /,
    ],
    [
      'an unknown field',
      JSON.stringify([{ ...spec('A'), colour: 'red' }]),
      /^Problem 1: Unknown field: colour/,
    ],
    [
      'a case that does not fit the signature',
      JSON.stringify([
        spec('Fine'),
        {
          ...addProblem,
          testcases: [
            { input: '1\n2', output: '3' },
            { input: '1\n"two"', output: '3' },
          ],
        },
      ]),
      /^Problem 2, case 2: input: b: /,
    ],
  ])('refuses %s with a message, creating nothing', async (_what, raw, message) => {
    const { status, body } = await upload(raw);
    expect(status).toBe(400);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(await problemIds()).toEqual([]);
  });

  it('creates nothing when one problem takes a name in use (all or none)', async () => {
    await upload(JSON.stringify([spec('Taken')]));
    const { status, body } = await upload(JSON.stringify([spec('Fresh'), spec('Taken')]));
    expect(status).toBe(409);
    expect(body.message).toBe(`Problem 2: ${messages.problemExists}`);
    expect(await problemIds()).toEqual(['taken']);
    const twice = await upload(JSON.stringify([spec('Twin'), spec('twin')]));
    expect(twice.status).toBe(409);
    expect(await problemIds()).toEqual(['taken']);
  });

  it('takes an upload larger than the usual body limit (a whole exported catalogue)', async () => {
    const big = 'x'.repeat(600_000);
    const raw = JSON.stringify([
      spec('Large One', [{ input: big, output: '1' }]),
      spec('Large Two', [{ input: big, output: '2' }]),
    ]);
    expect(raw.length).toBeGreaterThan(file.world.deps.config.bodyLimitBytes);
    const { status, body } = await upload(raw);
    expect(status).toBe(201);
    expect(body.count).toBe(2);
  });

  it('keeps an originalId as the id when it is free', async () => {
    const { body } = await upload(
      JSON.stringify([{ ...spec('Renamed'), originalId: 'the-old-id' }]),
    );
    expect(body.ids).toEqual(['the-old-id']);
    const second = await upload(JSON.stringify([{ ...spec('Other'), originalId: 'the-old-id' }]));
    expect(second.body.ids).toEqual(['other']);
  });
});
