import type { CodeGenerator } from '../code-generator.ts';
import { goBoilerplate } from './go-boilerplate.ts';
import { goHarness, goSolutionFile } from './go-harness.ts';
import { goSolutionSource } from './go-imports.ts';

export const goGenerator: CodeGenerator = {
  boilerplate: goBoilerplate,
  solutionFile: () => goSolutionFile,
  harness: goHarness,
  // A plain program gets the same package line and imports (LeetCode's playground does too).
  program: (code) => ({
    files: { 'main.go': goSolutionSource(code).replace('//line solution.go:', '//line main.go:') },
    sources: ['main.go'],
    entry: 'main',
  }),
};
