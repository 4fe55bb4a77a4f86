import {
  compilerRequestSchema,
  messages,
  problemFullSchema,
  runRequestSchema,
  testcaseListResponseSchema,
} from '@zencode/shared/contract';
import { CaseInputError } from '@zencode/shared/judge';
import { readProblemFull, readPublicCases, type CacheDb } from '../cache/index.ts';
import { ToolchainMissingError, type LocalRunner } from '../local-run/local-runner.ts';
import { json, jsonOf, message } from './gateway-answers.ts';

/**
 * Run and the online compiler on this computer, for the gateway's `local-run` routes when the
 * server cannot answer: Run against the problem page and public cases cached here.
 */
export function createRunHere(db: CacheDb, server: string, localRunner: LocalRunner) {
  async function run(problemId: string, body: string) {
    const parsed = runRequestSchema.safeParse(jsonOf(body));
    if (!parsed.success) return message(messages.validationFailed, 400);
    const full = await readProblemFull(db, server, problemId);
    const cases = await readPublicCases(db, server, problemId);
    if (!full || !cases) return message(messages.offlineUnavailable, 503);
    try {
      const result = await localRunner.run(
        problemFullSchema.parse(JSON.parse(full.json)),
        testcaseListResponseSchema.parse(JSON.parse(cases.json)),
        parsed.data,
      );
      return json(JSON.stringify(result), 'this-computer');
    } catch (error) {
      if (error instanceof ToolchainMissingError) return message(error.message, 400);
      if (error instanceof CaseInputError) return message(error.message, 400);
      throw error;
    }
  }

  async function compile(body: string) {
    const parsed = compilerRequestSchema.safeParse(jsonOf(body));
    if (!parsed.success) return message(messages.validationFailed, 400);
    try {
      return json(JSON.stringify(await localRunner.compile(parsed.data)), 'this-computer');
    } catch (error) {
      if (error instanceof ToolchainMissingError) return message(error.message, 400);
      throw error;
    }
  }

  return { run, compile };
}
