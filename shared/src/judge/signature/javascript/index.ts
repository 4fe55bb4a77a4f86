import type { CodeGenerator } from '../code-generator.ts';
import { javascriptBoilerplate } from './javascript-boilerplate.ts';
import { javascriptHarness } from './javascript-harness.ts';

export const javascriptGenerator: CodeGenerator = {
  boilerplate: javascriptBoilerplate,
  solutionFile: () => 'solution.js',
  harness: javascriptHarness,
  program: (code) => ({ files: { 'main.js': code }, sources: ['main.js'], entry: 'main.js' }),
};
