import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { harnessRuntime } from '../harness-runtime.ts';
import {
  leetcodeLibrariesBundle,
  leetcodeLibrariesFile,
  leetcodeLibrariesLoader,
} from './leetcode-libraries.ts';

/** main.cjs drives (CommonJS whatever package.json is above); solution.js is the learner's code unchanged, so stack traces name its lines. */
export function javascriptHarness(signature: HarnessSignature, code: string): ProgramFiles {
  const driver = `const SIGNATURE = ${JSON.stringify(signature)};\n${leetcodeLibrariesLoader}\n${harnessRuntime('driver.js')}`;
  return {
    files: {
      'main.cjs': driver,
      'solution.js': code,
      [leetcodeLibrariesFile]: leetcodeLibrariesBundle(),
    },
    sources: ['main.cjs', 'solution.js'],
    entry: 'main.cjs',
  };
}
