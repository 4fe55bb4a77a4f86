import type { CodeGenerator } from '../code-generator.ts';
import { rustBoilerplate } from './rust-boilerplate.ts';
import { rustHarness, rustSolutionFile } from './rust-harness.ts';

export const rustGenerator: CodeGenerator = {
  boilerplate: rustBoilerplate,
  solutionFile: () => rustSolutionFile,
  harness: rustHarness,
  program: (code) => ({ files: { 'main.rs': code }, sources: ['main.rs'], entry: 'main' }),
};
