import {
  compilerReplayRequestSchema,
  compilerRequestSchema,
  messages,
  problemFullSchema,
  problemReplayRequestSchema,
  runRequestSchema,
  testcaseListResponseSchema,
} from '@zencode/shared/contract';
import {
  CaseInputError,
  getLanguage,
  offersLanguage,
  ReplayUnavailableError,
} from '@zencode/shared/judge';
import { readProblemFull, readPublicCases, type CacheDb } from '../cache/index.ts';
import {
  judgedPublicCases,
  ToolchainMissingError,
  type LocalRunner,
} from '../local-run/local-runner.ts';
import { json, jsonOf, message } from './gateway-answers.ts';

/** The answer of a local run, marked as made on this computer; its refusals as the API words them. */
async function answeredHere(work: () => Promise<object>): Promise<Response> {
  try {
    return json(JSON.stringify(await work()), 'this-computer');
  } catch (error) {
    if (
      error instanceof ToolchainMissingError ||
      error instanceof CaseInputError ||
      error instanceof ReplayUnavailableError
    )
      return message(error.message, 400);
    throw error;
  }
}

/**
 * Run, Replay and the online compiler on this computer, for the gateway's `local-run` routes
 * when the server cannot answer: a problem's against its page and public cases cached here.
 */
export function createRunHere(db: CacheDb, server: string, localRunner: LocalRunner) {
  /** The cached problem page and public cases, or null when either was never saved here. */
  async function cachedProblem(problemId: string) {
    const full = await readProblemFull(db, server, problemId);
    const cases = await readPublicCases(db, server, problemId);
    if (!full || !cases) return null;
    return {
      problem: problemFullSchema.parse(JSON.parse(full.json)),
      publicCases: testcaseListResponseSchema.parse(JSON.parse(cases.json)),
    };
  }

  async function run(problemId: string, body: string) {
    const parsed = runRequestSchema.safeParse(jsonOf(body));
    if (!parsed.success) return message(messages.validationFailed, 400);
    const cached = await cachedProblem(problemId);
    if (!cached) return message(messages.offlineUnavailable, 503);
    return answeredHere(() => localRunner.run(cached.problem, cached.publicCases, parsed.data));
  }

  async function compile(body: string) {
    const parsed = compilerRequestSchema.safeParse(jsonOf(body));
    if (!parsed.success) return message(messages.validationFailed, 400);
    return answeredHere(() => localRunner.compile(parsed.data));
  }

  /** Replay of a public case or the learner's input; a submission's case needs the server. */
  async function replay(problemId: string, body: string) {
    const parsed = problemReplayRequestSchema.safeParse(jsonOf(body));
    if (!parsed.success) return message(messages.validationFailed, 400);
    const cached = await cachedProblem(problemId);
    if (!cached) return message(messages.offlineUnavailable, 503);
    const { language, code, case: replayCase } = parsed.data;
    if (!offersLanguage(getLanguage(language), cached.problem.details.signature))
      return message(messages.languageNotOffered, 400);
    if (replayCase.kind === 'submission') return message(messages.replaySubmissionOffline, 503);
    const chosen =
      replayCase.kind === 'custom'
        ? { input: replayCase.input }
        : judgedPublicCases(cached.publicCases)[replayCase.index];
    // Only public cases are kept here, so an index past them is one this computer cannot replay.
    if (!chosen) return message(messages.replayCaseNotFound, 404);
    return answeredHere(() => localRunner.replay(cached.problem, { language, code, case: chosen }));
  }

  async function replayProgram(body: string) {
    const parsed = compilerReplayRequestSchema.safeParse(jsonOf(body));
    if (!parsed.success) return message(messages.validationFailed, 400);
    return answeredHere(() => localRunner.replayProgram(parsed.data));
  }

  return { run, compile, replay, replayProgram };
}
