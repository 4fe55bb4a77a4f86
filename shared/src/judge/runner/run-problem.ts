import type {
  CheckerId,
  LanguageId,
  RunCaseResult,
  RunResponse,
  Signature,
} from '../../contract/index.ts';
import { checkers } from '../checkers/index.ts';
import { judge } from './judge.ts';
import type { CaseResult, JudgeLimits, JudgeOptions } from './judge-types.ts';

export interface RunProblemRequest {
  language: LanguageId;
  code: string;
  signature: Signature;
  checker: CheckerId;
  limits: Partial<JudgeLimits>;
  publicCases: { input: string; expected: string }[];
  customInputs: string[];
  reference: { language: LanguageId; code: string } | null;
}

/** Run feeds every case, so `Not Run` does not occur here; it would read as an Error. */
const publicVerdicts = {
  Passed: 'Correct',
  Failed: 'Wrong',
  Error: 'Error',
  'Not Run': 'Error',
} as const;

function toRunCase(
  kind: 'public' | 'custom',
  index: number,
  input: string,
  run: CaseResult,
  expected: string | undefined,
  checker: CheckerId,
): RunCaseResult {
  const verdict =
    kind === 'public' ? publicVerdicts[run.verdict] : run.verdict === 'Error' ? 'Error' : 'Custom';
  // The problem's checker, not text equality: on Two Sum `[2,0]` matches the reference's `[0,2]`.
  const matchesExpected =
    verdict === 'Custom' && expected !== undefined
      ? checkers[checker].check(expected, run.output, input)
      : undefined;
  return {
    kind,
    index,
    input,
    output: run.output,
    ...(expected !== undefined ? { expected } : {}),
    ...(matchesExpected !== undefined ? { matchesExpected } : {}),
    stdout: run.stdout,
    stderr: run.stderr,
    verdict,
    ...(run.reason && verdict !== 'Custom' ? { reason: run.reason } : {}),
    ...(run.error ? { error: run.error } : {}),
    timeMs: Math.round(run.timeMs),
  };
}

/**
 * The Run button: the learner's code on the public cases and custom inputs, in one judge call;
 * alongside, the reference solution on the custom inputs gives their expected outputs. A custom
 * case is Custom when it ran cleanly, with whether its output matches the expected one, or Error.
 */
export async function runProblem(
  request: RunProblemRequest,
  context: Omit<JudgeOptions, 'onProgress'>,
): Promise<RunResponse> {
  const shared = { signature: request.signature, checker: request.checker, limits: request.limits };
  const referenceRun =
    request.reference && request.customInputs.length > 0
      ? judge(
          {
            ...shared,
            ...request.reference,
            cases: request.customInputs.map((input) => ({ input })),
          },
          context,
          // A reference that cannot run only costs the expected outputs, never the learner's run.
        ).catch(() => null)
      : Promise.resolve(null);
  const [learner, reference] = await Promise.all([
    judge(
      {
        ...shared,
        language: request.language,
        code: request.code,
        cases: [...request.publicCases, ...request.customInputs.map((input) => ({ input }))],
      },
      context,
    ),
    referenceRun,
  ]);
  const publicCount = request.publicCases.length;
  const cases = learner.cases.map((run, position) => {
    if (position < publicCount) {
      const testcase = request.publicCases[position]!;
      return toRunCase('public', position, testcase.input, run, testcase.expected, request.checker);
    }
    const index = position - publicCount;
    const expectedRun = reference?.cases[index];
    const expected = expectedRun?.verdict === 'Passed' ? expectedRun.output : undefined;
    return toRunCase('custom', index, request.customInputs[index]!, run, expected, request.checker);
  });
  return {
    cases,
    ...(learner.compileError ? { compileError: learner.compileError } : {}),
    diagnostics: learner.diagnostics,
  };
}
