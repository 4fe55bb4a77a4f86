import type { LanguageId } from '../../contract/signature.ts';
import type { HarnessSignature } from '../protocol/encode-case.ts';
import { offeredLanguages } from '../languages/registry.ts';
import { generators } from './generators.ts';

export type { CodeGenerator, ProgramFiles } from './code-generator.ts';
export { generators } from './generators.ts';
export { parseValueType, type TypeShape } from './value-type.ts';
export { pythonPreload } from './python/python-preload.ts';

/** LeetCode's starter code for one language. */
export function generateBoilerplate(language: LanguageId, signature: HarnessSignature): string {
  return generators[language].boilerplate(signature);
}

/**
 * Starter code for every language the signature offers (no Rust where LeetCode has none), as
 * ProblemDetails.boilerplate holds it: its keys are the problem page's languages.
 */
export function generateAllBoilerplate(
  signature: HarnessSignature,
): Partial<Record<LanguageId, string>> {
  return Object.fromEntries(
    offeredLanguages(signature).map((id) => [id, generators[id].boilerplate(signature)]),
  );
}
