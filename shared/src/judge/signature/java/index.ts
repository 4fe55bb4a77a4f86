import type { CodeGenerator } from '../code-generator.ts';
import { javaBoilerplate } from './java-boilerplate.ts';
import { javaHarness, javaSolutionFile } from './java-harness.ts';
import { javaPairFile, javaPairSource } from './java-pair.ts';

export const javaGenerator: CodeGenerator = {
  boilerplate: javaBoilerplate,
  solutionFile: javaSolutionFile,
  harness: javaHarness,
  program: (code) => ({
    files: { 'Main.java': code, [javaPairFile]: javaPairSource },
    sources: ['Main.java', javaPairFile],
    entry: 'Main',
  }),
};
