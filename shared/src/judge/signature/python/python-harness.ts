import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { harnessRuntime } from '../harness-runtime.ts';

/**
 * main.py drives, solution.py is the learner's code unchanged: it is compiled under its own name,
 * so tracebacks and syntax errors point at the learner's own line numbers.
 */
export function pythonHarness(signature: HarnessSignature, code: string): ProgramFiles {
  const driver = [
    `SIGNATURE = ${JSON.stringify(signature)}`,
    `PRELUDE = ${JSON.stringify(harnessRuntime('prelude.py'))}`,
    harnessRuntime('driver.py'),
  ].join('\n');
  return {
    files: { 'main.py': driver, 'solution.py': code },
    sources: ['main.py', 'solution.py'],
    entry: 'main.py',
  };
}
