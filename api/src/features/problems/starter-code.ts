import type { LanguageId, Signature } from '@zencode/shared/contract';
import { generateAllBoilerplate, languages } from '@zencode/shared/judge';

/**
 * Starter code per language: generated from a function or class signature; a stdio problem starts
 * from each language's plain program, except C++, which starts from the problem's Code Template
 * when it has one (the product's dialog edits that one template).
 */
export function starterCodeFor(
  signature: Signature,
  codeTemplate = '',
): Partial<Record<LanguageId, string>> {
  if (signature.kind !== 'stdio') return generateAllBoilerplate(signature);
  const plain: Partial<Record<LanguageId, string>> = Object.fromEntries(
    languages.map((language) => [language.id, language.helloWorld]),
  );
  if (codeTemplate.trim() !== '') plain.cpp = codeTemplate;
  return plain;
}
