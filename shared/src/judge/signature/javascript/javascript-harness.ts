import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { javascriptLeetcodeGlobals } from './leetcode-globals.ts';
import { javascriptRuntime } from './javascript-runtime.ts';

/** main.cjs drives (CommonJS whatever package.json is above); solution.js is the learner's code unchanged, so stack traces name its lines. */
export function javascriptHarness(signature: HarnessSignature, code: string): ProgramFiles {
  const driver = `const SIGNATURE = ${JSON.stringify(signature)};\n${javascriptLeetcodeGlobals}\n${javascriptRuntime}`;
  return {
    files: { 'main.cjs': driver, 'solution.js': code },
    sources: ['main.cjs', 'solution.js'],
    entry: 'main.cjs',
  };
}
