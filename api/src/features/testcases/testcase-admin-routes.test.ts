import { authoringMessages, messages, testcaseSchema } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { addProblem, authoringWorldPerFile } from '../authoring/authoring-test-kit.ts';

const file = authoringWorldPerFile({ problem: addProblem });

const problem = 'add-two-integers';
const cases = async (as: 'admin' | 'learner' = 'admin') =>
  testcaseSchema
    .array()
    .parse((await file.world.send('GET', `/api/testcases/problem/${problem}`, { as })).body);
const add = (input: string, output: string, extra: object = {}) =>
  file.world.send('POST', '/api/testcases', {
    body: { problemId: problem, input, output, ...extra },
  });

describe('test case writes', () => {
  it('adds cases at the end or at a position, hidden unless public', async () => {
    expect((await add('1\n2', '3', { isPublic: true })).status).toBe(201);
    expect((await add('5\n5', '10')).status).toBe(201);
    const first = await add('0\n0', '0', { position: 0 });
    expect(first.body).toMatchObject({ input: '0\n0', position: 0, isPublic: false });
    expect((await cases()).map((c) => [c.input, c.position])).toEqual([
      ['0\n0', 0],
      ['1\n2', 1],
      ['5\n5', 2],
    ]);
  });

  it('answers 400 naming the case when input or output does not fit the signature', async () => {
    const wrongType = await add('1\n"x"', '3');
    expect(wrongType).toEqual({
      status: 400,
      body: { message: expect.stringMatching(/^Case 4: input: b: /) },
    });
    const tooFew = await add('1', '3', { position: 1 });
    expect(tooFew.body.message).toMatch(/^Case 2: input: Expected 2 input line/);
    const badOutput = await add('1\n2', '[3');
    expect(badOutput.body.message).toMatch(/^Case 4: output: /);
    expect(await cases()).toHaveLength(3);
  });

  it('edits, moves and deletes a case, closing the gap', async () => {
    const [zero, one, five] = await cases();
    const edited = await file.world.send('PUT', `/api/testcases/${five!._id}`, {
      body: { input: '-5\n5', output: '0', isPublic: true, position: 0 },
    });
    expect(edited.body).toMatchObject({ input: '-5\n5', output: '0', isPublic: true, position: 0 });
    const misfit = await file.world.send('PUT', `/api/testcases/${one!._id}`, {
      body: { output: 'three' },
    });
    expect(misfit.body.message).toMatch(/^Case 3: output: /);
    expect((await file.world.send('DELETE', `/api/testcases/${zero!._id}`)).status).toBe(200);
    expect((await cases()).map((c) => [c.input, c.position])).toEqual([
      ['-5\n5', 0],
      ['1\n2', 1],
    ]);
    expect((await file.world.send('DELETE', `/api/testcases/${zero!._id}`)).body).toEqual({
      message: messages.testcaseNotFound,
    });
    expect(
      (await file.world.send('PUT', '/api/testcases/not-a-uuid', { body: { input: '1\n1' } }))
        .status,
    ).toBe(404);
  });

  it('reorders by a full list of ids, refusing partial or foreign lists', async () => {
    const ids = (await cases()).map((c) => c._id);
    const reordered = await file.world.send('PUT', `/api/testcases/problem/${problem}/order`, {
      body: { ids: [...ids].reverse() },
    });
    expect(reordered.status).toBe(200);
    expect((reordered.body as { _id: string }[]).map((c) => c._id)).toEqual([...ids].reverse());
    for (const wrong of [
      [ids[0]],
      [ids[0], ids[0]],
      [ids[0], '00000000-0000-4000-8000-000000000000'],
    ]) {
      const refused = await file.world.send('PUT', `/api/testcases/problem/${problem}/order`, {
        body: { ids: wrong },
      });
      expect(refused).toEqual({
        status: 400,
        body: { message: authoringMessages.testcaseOrderMismatch },
      });
    }
  });

  it('uploads many cases after the others, or instead of them', async () => {
    const appended = await file.world.send('POST', `/api/testcases/problem/${problem}/many`, {
      body: {
        testcases: [
          { input: '7\n8', output: '15' },
          { input: '2\n2', output: '4', isPublic: true },
        ],
      },
    });
    expect(appended.status).toBe(201);
    expect(appended.body).toHaveLength(4);
    const misfit = await file.world.send('POST', `/api/testcases/problem/${problem}/many`, {
      body: {
        testcases: [
          { input: '1\n1', output: '2' },
          { input: 'x', output: '2' },
        ],
      },
    });
    expect(misfit.body.message).toMatch(/^Case 6: input: /);
    const replaced = await file.world.send('POST', `/api/testcases/problem/${problem}/many`, {
      body: { testcases: [{ input: '1\n1', output: '2', isPublic: true }], replace: true },
    });
    expect((replaced.body as { input: string }[]).map((c) => c.input)).toEqual(['1\n1']);
  });

  it('shows hidden cases and drafts to admins only; one case by id likewise', async () => {
    await add('3\n3', '6');
    expect(await cases()).toHaveLength(2);
    expect(
      (await file.world.send('GET', `/api/testcases/problem/${problem}`, { as: 'learner' })).status,
    ).toBe(404);
    await file.test.db
      .updateTable('problems')
      .set({ status: 'published' })
      .where('id', '=', problem)
      .execute();
    const visible = await cases('learner');
    expect(visible.map((c) => c.input)).toEqual(['1\n1']);
    const hidden = (await cases()).find((c) => !c.isPublic)!;
    expect(
      (await file.world.send('GET', `/api/testcases/${hidden._id}`, { as: 'learner' })).status,
    ).toBe(404);
    expect(
      (await file.world.send('GET', `/api/testcases/${visible[0]!._id}`, { as: 'learner' })).status,
    ).toBe(200);
    expect((await file.world.send('GET', `/api/testcases/${hidden._id}`)).body).toMatchObject({
      input: '3\n3',
    });
    const all = await file.world.send('GET', `/api/testcases?problemId=${problem}`);
    expect(all.body).toHaveLength(2);
  });
});
