import type { CodeGenerator } from '../code-generator.ts';
import { cBoilerplate } from './c-boilerplate.ts';
import { cHarness } from './c-harness.ts';

export const cGenerator: CodeGenerator = {
  boilerplate: cBoilerplate,
  solutionFile: () => 'solution.c',
  harness: cHarness,
  program: (code) => ({ files: { 'main.c': code }, sources: ['main.c'], entry: 'main' }),
};
