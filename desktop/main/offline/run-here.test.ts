import {
  apiPath,
  apiRoutes,
  desktopSourceHeader,
  messages,
  replayResponseSchema,
  type ReplayResponse,
} from '@zencode/shared/contract';
import { getLanguage, toolchainVersion } from '@zencode/shared/judge';
import { describe, expect, it } from 'vitest';
import { twoSumFixture } from '../local-run/two-sum-fixture.ts';
import { createApiGateway } from './api-gateway.ts';
import { gatewayOptions, useGatewayWorld } from './gateway-test-kit.ts';
import { skipReason } from '../../../api/src/test/skip-reason.ts';
import { twoSumStoresFirstPython } from '../../../shared/src/judge/replay/two-sum-bug.ts';

// Replay through the gateway as the window asks for it: the problem page and public cases cached
// from a real HTTP server, the server then closed, and the recording made by the local runner
// with this computer's python3 and node, in the local runs' sandbox.
const versions = {
  python: await toolchainVersion(getLanguage('python')),
  javascript: await toolchainVersion(getLanguage('javascript')),
};
const missing = Object.entries(versions).filter(([, version]) => version === null);
// Skipped where a toolchain is missing, except under CI=true, where skipReason throws.
const skip = missing.length ? skipReason(`${missing.map(([id]) => id).join(', ')} missing`) : null;

const { full, publicCases } = twoSumFixture();
const paths = {
  page: apiPath(apiRoutes.problemDetails.full, { id: 'two-sum' }),
  cases: apiPath(apiRoutes.testcases.byProblem, { id: 'two-sum' }),
  replay: apiPath(apiRoutes.problems.replay, { id: 'two-sum' }),
  compilerReplay: apiPath(apiRoutes.compilerReplay),
};
const serverTrace: ReplayResponse = {
  steps: [],
  truncated: null,
  input: 'from the server',
  outcome: { kind: 'returned', output: '' },
};
const world = useGatewayWorld('zencode-replay-here-', (path) => {
  const bodies: Record<string, unknown> = {
    [paths.page]: full,
    [paths.cases]: publicCases,
    [paths.replay]: serverTrace,
  };
  return path in bodies
    ? { status: 200, type: 'application/json', body: JSON.stringify(bodies[path]) }
    : { status: 404, type: 'application/json', body: '{"message":"Not found"}' };
});

/** The window's gateway, with Two Sum's page and public cases opened while the server answered. */
async function offlineWithTwoSum() {
  const answerApi = createApiGateway(gatewayOptions(world));
  const send = (path: string, init?: RequestInit) =>
    answerApi(new Request(`app://zencode${path}`, init), `${world.server}${path}`);
  for (const path of [paths.page, paths.cases]) expect((await send(path)).status).toBe(200);
  const post = (path: string, body: unknown) =>
    send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { post, goOffline: () => world.down() };
}

const twoSumBug = twoSumStoresFirstPython;

const trace = async (answer: Response) => {
  expect(answer.headers.get(desktopSourceHeader)).toBe('this-computer');
  return replayResponseSchema.parse(await answer.json());
};

describe.skipIf(skip !== null)('Replay on this computer when the server cannot answer', () => {
  it('records a cached public case of Two Sum in Python, checked against its answer', async () => {
    const { post, goOffline } = await offlineWithTwoSum();
    await goOffline();
    const answer = await post(paths.replay, {
      language: 'python',
      code: twoSumBug,
      case: { kind: 'public', index: 0 },
    });
    expect(answer.status).toBe(200);
    const recorded = await trace(answer);
    expect(recorded.input).toBe(publicCases[0]!.input);
    expect(recorded.steps.length).toBeGreaterThan(3);
    expect(recorded.steps.every((step) => step.frames.at(-1)?.function === 'twoSum')).toBe(true);
    expect(recorded.outcome).toEqual({
      kind: 'returned',
      output: '[0,1]',
      expected: publicCases[0]!.output,
      correct: true,
    });
    expect(recorded.ranOn).toBe(`Ran on this computer: Python ${versions.python}`);
  }, 60_000);

  it("records the learner's own input, with no expected answer: {3: 0} on the if line", async () => {
    const { post, goOffline } = await offlineWithTwoSum();
    await goOffline();
    const recorded = await trace(
      await post(paths.replay, {
        language: 'py',
        code: twoSumBug,
        case: { kind: 'custom', input: '[3,2,4]\n6' },
      }),
    );
    const atIf = recorded.steps.find((step) => step.line === 6)!;
    expect(atIf.frames.at(-1)!.locals).toMatchObject({ x: '3', seen: '{3: 0}' });
    expect(recorded.outcome).toEqual({ kind: 'returned', output: '[0,0]' });
    expect(recorded.ranOn).toMatch(/^Ran on this computer: Python \d/);
  }, 60_000);

  it('records a public case in JavaScript with node', async () => {
    const { post, goOffline } = await offlineWithTwoSum();
    await goOffline();
    const code = [
      'var twoSum = function (nums, target) {',
      '  const seen = new Map();',
      '  for (let i = 0; i < nums.length; i++) {',
      '    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];',
      '    seen.set(nums[i], i);',
      '  }',
      '};',
    ].join('\n');
    const recorded = await trace(
      await post(paths.replay, {
        language: 'javascript',
        code,
        case: { kind: 'public', index: 1 },
      }),
    );
    expect(recorded.steps.some((step) => step.line === 4)).toBe(true);
    expect(recorded.outcome).toMatchObject({ kind: 'returned', correct: true });
    expect(recorded.ranOn).toBe(`Ran on this computer: JavaScript ${versions.javascript}`);
  }, 60_000);

  it("records the compiler's Python program with its stdin", async () => {
    const { post, goOffline } = await offlineWithTwoSum();
    await goOffline();
    const recorded = await trace(
      await post(paths.compilerReplay, {
        language: 'python',
        code: 'name = input()\nprint("hi", name)\n',
        input: 'ada\n',
      }),
    );
    expect(recorded.steps.some((step) => step.line === 2)).toBe(true);
    expect(recorded.steps.at(-1)!.stdout).toBe('hi ada\n');
    expect(recorded.outcome).toEqual({ kind: 'returned', output: 'hi ada\n' });
    expect(recorded.input).toBe('ada\n');
    expect(recorded.ranOn).toMatch(/^Ran on this computer: Python \d/);
  }, 60_000);

  it("says a submission's case needs the server, and keeps nothing", async () => {
    const { post, goOffline } = await offlineWithTwoSum();
    await goOffline();
    const stored = () =>
      Promise.all(
        (['cached_answers', 'cached_problems', 'outbox'] as const).map((table) =>
          world.db.selectFrom(table).selectAll().execute(),
        ),
      );
    const before = await stored();
    const answer = await post(paths.replay, {
      language: 'python',
      code: twoSumBug,
      case: { kind: 'submission', submissionId: 'a-submission' },
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: messages.replaySubmissionOffline });
    expect(await stored()).toEqual(before);
  });

  it('refuses a bad body, a language without a recorder, a case past the public ones', async () => {
    const { post, goOffline } = await offlineWithTwoSum();
    await goOffline();
    const refusal = async (path: string, body: unknown) => {
      const answer = await post(path, body);
      return { status: answer.status, ...((await answer.json()) as { message: string }) };
    };
    const validation = { status: 400, message: messages.validationFailed };
    for (const body of [
      'not json',
      { language: 'python', code: twoSumBug, case: { kind: 'hidden', index: 3 } },
      { language: 'python', code: '', case: { kind: 'public', index: 0 } },
    ])
      expect(await refusal(paths.replay, body)).toEqual(validation);
    expect(await refusal(paths.compilerReplay, { language: 'cobol', code: 'x' })).toEqual(
      validation,
    );
    // The API's own text, named before any toolchain is looked for.
    const go = { status: 400, message: 'Replay is not available for Go yet.' };
    const goCode = 'func twoSum(nums []int, target int) []int {\n\treturn nums\n}\n';
    expect(
      await refusal(paths.replay, {
        language: 'go',
        code: goCode,
        case: { kind: 'custom', input: '[1]\n1' },
      }),
    ).toEqual(go);
    expect(await refusal(paths.compilerReplay, { language: 'go', code: goCode })).toEqual(go);
    expect(
      await refusal(paths.replay, {
        language: 'python',
        code: twoSumBug,
        case: { kind: 'custom', input: 'not a list' },
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await refusal(paths.replay, {
        language: 'python',
        code: twoSumBug,
        case: { kind: 'public', index: publicCases.length },
      }),
    ).toEqual({ status: 404, message: messages.replayCaseNotFound });
  }, 60_000);

  it('answers a problem never saved here as Run does', async () => {
    const { post, goOffline } = await offlineWithTwoSum();
    await goOffline();
    const answer = await post(apiPath(apiRoutes.problems.replay, { id: 'lru-cache' }), {
      language: 'python',
      code: twoSumBug,
      case: { kind: 'public', index: 0 },
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: messages.offlineUnavailable });
  });

  it("gives the server's own recording while the server answers", async () => {
    const { post } = await offlineWithTwoSum();
    const answer = await post(paths.replay, {
      language: 'python',
      code: twoSumBug,
      case: { kind: 'public', index: 0 },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get(desktopSourceHeader)).toBeNull();
    expect(await answer.json()).toEqual(serverTrace);
  });
});
