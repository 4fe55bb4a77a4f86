import type { CodeGenerator } from '../code-generator.ts';
import { pythonBoilerplate } from './python-boilerplate.ts';
import { pythonHarness } from './python-harness.ts';

export const pythonGenerator: CodeGenerator = {
  boilerplate: pythonBoilerplate,
  solutionFile: () => 'solution.py',
  harness: pythonHarness,
  program: (code) => ({ files: { 'main.py': code }, sources: ['main.py'], entry: 'main.py' }),
};
