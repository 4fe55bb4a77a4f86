import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { javascriptHarness } from '../javascript/javascript-harness.ts';

/**
 * The JavaScript harness around solution.ts: the compile step strips its types into the
 * solution.js that the JavaScript driver loads, so both languages share one driver and protocol.
 */
export function typescriptHarness(signature: HarnessSignature, code: string): ProgramFiles {
  const { 'solution.js': _javascript, ...files } = javascriptHarness(signature, '').files;
  return {
    files: { ...files, 'solution.ts': code },
    sources: ['solution.ts'],
    entry: 'main.cjs',
  };
}
