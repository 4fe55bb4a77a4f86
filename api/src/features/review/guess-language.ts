import type { LanguageId } from '@zencode/shared/contract';

/**
 * The language a snippet is most likely written in, for reviews sent without one (the spec's
 * payload is only `{code}`). Looks for each language's unmistakable marks, Java and C++ first.
 */
export function guessLanguage(code: string): LanguageId {
  if (/\bpublic\s+(?:static\s+)?class\b|\bSystem\.out\.|\bimport\s+java\./.test(code))
    return 'java';
  if (
    /#include\s*<(?:iostream|vector|bits\/stdc\+\+\.h|string|map|algorithm)>|\bstd::|\bcout\b|\busing\s+namespace\b|\bclass\s+\w+\s*\{[\s\S]*\bpublic:/.test(
      code,
    )
  )
    return 'cpp';
  if (/#include\s*[<"]/.test(code)) return 'c';
  if (
    /^\s*def\s+\w+\s*\(|^\s*class\s+\w+.*:\s*$|\bprint\s*\(|^\s*(?:from\s+\w+\s+)?import\s+\w+\s*$/m.test(
      code,
    )
  )
    return 'python';
  return 'javascript';
}
