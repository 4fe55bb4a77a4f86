import type { CodeGenerator } from '../code-generator.ts';
import { cppBoilerplate } from './cpp-boilerplate.ts';
import { cppHarness } from './cpp-harness.ts';

export const cppGenerator: CodeGenerator = {
  boilerplate: cppBoilerplate,
  solutionFile: () => 'solution.cpp',
  harness: cppHarness,
  program: (code) => ({ files: { 'main.cpp': code }, sources: ['main.cpp'], entry: 'main' }),
};
