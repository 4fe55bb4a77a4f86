import { randomBytes } from 'node:crypto';
import { harnessRuntime } from '../signature/harness-runtime.ts';
import { instrumentJavaScript, type InstrumentOptions } from './javascript-instrument.ts';
import type { ReplayPlan, ReplayRecorder, ReplayTarget } from './recorder.ts';

/** The tracer's entry, the instrumented copy of the learner's code and its sites. */
const entry = 'zc-replay.cjs';
const instrumentedFile = 'zc-replay-solution.js';
const configFile = 'zc-replay.json';
/** What the harness's solution.js becomes: a call that loads the instrumented copy in its place. */
const loadStub = '__zcReplayLoad();\n';

/**
 * Plans a traced run of JavaScript already in `javascript` form (TypeScript strips its types
 * first and passes `lineOf`). Code that does not parse runs untraced, as Run would run it, so the
 * learner sees the same syntax error as Run gives.
 */
export function planJavaScript(
  target: ReplayTarget,
  javascript: string,
  lineOf: InstrumentOptions['lineOf'],
  solutionFile: string,
): ReplayPlan {
  let tracer = '';
  do tracer = `$zc${randomBytes(8).toString('hex')}`;
  while (javascript.includes(tracer));
  const mode = target.kind === 'function' ? 'function' : 'program';
  let instrumented;
  try {
    instrumented = instrumentJavaScript(javascript, { mode, tracer, lineOf });
  } catch {
    return { program: target.program, argv: (runArgv) => runArgv };
  }
  const config = {
    mode,
    tracer,
    solution: instrumentedFile,
    learnerFile: target.learnerFile,
    harness: target.program.entry,
    sites: instrumented.sites,
    functions: instrumented.functions,
    topLevel: instrumented.topLevel,
  };
  const files: Record<string, string> = {
    ...target.program.files,
    [entry]: harnessRuntime('zc-replay.cjs'),
    [instrumentedFile]: instrumented.body,
    [configFile]: JSON.stringify(config),
  };
  if (mode === 'function') files[solutionFile] = loadStub;
  return {
    program: { ...target.program, files },
    // Run's argv ends with its entry; the tracer's entry takes its place and loads it.
    argv: (runArgv) => [...runArgv.slice(0, -1), entry],
  };
}

export const javascriptRecorder: ReplayRecorder = {
  language: 'javascript',
  plan: (target) => planJavaScript(target, target.code, undefined, target.learnerFile),
};
