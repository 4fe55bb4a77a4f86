import { harnessRuntime } from '../signature/harness-runtime.ts';
import type { ReplayRecorder } from './recorder.ts';

/**
 * Python: `zc_replay.py` (sys.settrace; CPython 3.11 has no sys.monitoring) runs the program Run
 * would run and traces the frames of the learner's file only. Not a compiled source: Run's own
 * files are what the interpreter checks.
 */
export const pythonRecorder: ReplayRecorder = {
  language: 'python',
  plan(target) {
    const recorder = 'zc_replay.py';
    return {
      program: {
        ...target.program,
        files: { ...target.program.files, [recorder]: harnessRuntime(recorder) },
      },
      argv: (runArgv) => {
        const entry = runArgv.at(-1)!;
        const interpreter = runArgv.slice(0, -1);
        return target.kind === 'function'
          ? [...interpreter, recorder, 'function', target.learnerFile, entry]
          : [...interpreter, recorder, 'program', target.learnerFile];
      },
    };
  },
};
