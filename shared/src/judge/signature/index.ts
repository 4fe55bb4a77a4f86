import type { LanguageId } from '../../contract/signature.ts';
import type { HarnessSignature } from '../protocol/encode-case.ts';
import { generators } from './generators.ts';

export type { CodeGenerator, ProgramFiles } from './code-generator.ts';
export { generators } from './generators.ts';
export { parseValueType, type TypeShape } from './value-type.ts';
export { pythonPreload } from './python/python-preload.ts';

/** LeetCode's starter code for one language. */
export function generateBoilerplate(language: LanguageId, signature: HarnessSignature): string {
  return generators[language].boilerplate(signature);
}

/** Starter code for every language, as ProblemDetails.boilerplate holds it. */
export function generateAllBoilerplate(signature: HarnessSignature): Record<LanguageId, string> {
  return Object.fromEntries(
    Object.entries(generators).map(([id, generator]) => [id, generator.boilerplate(signature)]),
  ) as Record<LanguageId, string>;
}
