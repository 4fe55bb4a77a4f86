import type { CodeGenerator } from '../code-generator.ts';
import { javaBoilerplate } from './java-boilerplate.ts';
import { javaHarness } from './java-harness.ts';

export const javaGenerator: CodeGenerator = {
  boilerplate: javaBoilerplate,
  harness: javaHarness,
  program: (code) => ({ files: { 'Main.java': code }, sources: ['Main.java'], entry: 'Main' }),
};
