import type { CodeGenerator } from '../code-generator.ts';
import { typescriptBoilerplate } from './typescript-boilerplate.ts';
import { typescriptHarness } from './typescript-harness.ts';

export const typescriptGenerator: CodeGenerator = {
  boilerplate: typescriptBoilerplate,
  solutionFile: () => 'solution.ts',
  harness: typescriptHarness,
  // esbuild writes main.js beside main.ts; node runs that.
  program: (code) => ({ files: { 'main.ts': code }, sources: ['main.ts'], entry: 'main.js' }),
};
