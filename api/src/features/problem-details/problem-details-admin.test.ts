import { authoringMessages, problemDetailsSchema } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { addProblem, authoringWorldPerFile } from '../authoring/authoring-test-kit.ts';

const file = authoringWorldPerFile({ problem: addProblem });

const id = 'add-two-integers';

describe('problem details', () => {
  it('reads by problem id, drafts only for admins', async () => {
    for (const path of [`/api/problem-details/${id}`, `/api/problem-details/problem/${id}`]) {
      const details = problemDetailsSchema.parse((await file.world.send('GET', path)).body);
      expect(details).toMatchObject({
        problemId: id,
        checker: 'exact',
        constraints: addProblem.constraints,
      });
      expect((await file.world.send('GET', path, { as: 'learner' })).status).toBe(404);
    }
    expect((await file.world.send('GET', '/api/problem-details')).body).toHaveLength(1);
  });

  it('updates details; a new signature regenerates the starter code and must fit the cases', async () => {
    await file.world.send('POST', '/api/testcases', {
      body: { problemId: id, input: '1\n2', output: '3' },
    });
    const updated = await file.world.send('PUT', `/api/problem-details/${id}`, {
      body: {
        examples: [{ input: 'a = 2, b = 2', output: '4' }],
        checker: 'float',
        limits: { timeMs: 3000, memoryMb: 256 },
        signature: { ...addProblem.signature, name: 'plus', return: { type: 'long' } },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      checker: 'float',
      limits: { timeMs: 3000 },
      examples: [{ output: '4' }],
    });
    expect(updated.body.boilerplate.python).toContain('def plus(self, a: int, b: int) -> int:');
    const misfit = await file.world.send('PUT', `/api/problem-details/${id}`, {
      body: { signature: { kind: 'function', name: 'f', params: [], return: { type: 'integer' } } },
    });
    expect(misfit.body.message).toMatch(/^Case 1: input: Expected 0 input line/);
  });

  it('creates details only once, and resets them on delete', async () => {
    const again = await file.world.send('POST', '/api/problem-details', {
      body: { problemId: id },
    });
    expect(again).toEqual({ status: 409, body: { message: authoringMessages.detailsExist } });
    expect((await file.world.send('DELETE', `/api/problem-details/${id}`)).status).toBe(200);
    const reset = await file.world.send('GET', `/api/problem-details/${id}`);
    expect(reset.body).toMatchObject({ signature: { kind: 'stdio' }, examples: [] });
    const created = await file.world.send('POST', '/api/problem-details', {
      body: { problemId: id, constraints: ['small'], signature: addProblem.signature },
    });
    expect(created.status).toBe(201);
    expect(created.body.constraints).toEqual(['small']);
    expect(
      (await file.world.send('POST', '/api/problem-details', { body: { problemId: 'nope' } }))
        .status,
    ).toBe(404);
  });
});
