import type { LanguageId } from '../../contract/signature.ts';
import { cGenerator } from './c/index.ts';
import type { CodeGenerator } from './code-generator.ts';
import { cppGenerator } from './cpp/index.ts';
import { goGenerator } from './go/index.ts';
import { javaGenerator } from './java/index.ts';
import { javascriptGenerator } from './javascript/index.ts';
import { pythonGenerator } from './python/index.ts';
import { rustGenerator } from './rust/index.ts';
import { typescriptGenerator } from './typescript/index.ts';

/** The code generator of each language. */
export const generators: Record<LanguageId, CodeGenerator> = {
  cpp: cppGenerator,
  c: cGenerator,
  python: pythonGenerator,
  javascript: javascriptGenerator,
  typescript: typescriptGenerator,
  java: javaGenerator,
  go: goGenerator,
  rust: rustGenerator,
};
