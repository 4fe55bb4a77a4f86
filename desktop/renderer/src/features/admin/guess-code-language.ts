import type { LanguageId } from '@zencode/shared/contract';

/*
 * Marks that only one of our languages writes, tried in order: C++ before C (C++ includes C's
 * headers), Rust and Go before the C-like ones, TypeScript before JavaScript (TypeScript is
 * JavaScript with types). A mark both sides could write is left out: the guess is a warning,
 * so an unsure answer (null) is better than a wrong one.
 */
const marks: readonly (readonly [LanguageId, RegExp])[] = [
  [
    'cpp',
    /#include\s*<(?:vector|string|iostream|unordered_map|algorithm|map|set|queue)>|\bstd::|\bvector\s*<|using\s+namespace\s+std\b|^\s*public:\s*$/m,
  ],
  ['c', /#include\s*<(?:stdio|stdlib|string|stdbool)\.h>|\bmalloc\s*\(|\*\s*returnSize\b/],
  ['rust', /\bfn\s+\w+\s*\(|\blet\s+mut\b|\bimpl\s+Solution\b|\bVec<|&str\b/],
  ['go', /^\s*func\s+(?:\(\w+\s+\*?\w+\)\s*)?\w+\s*\(|^\s*package\s+\w+\s*$/m],
  [
    'java',
    /\bpublic\s+(?:class|static|int|long|boolean|String|List|void|double)\b|\bSystem\.out\.|^\s*import\s+java\./m,
  ],
  ['python', /^\s*def\s+\w+\s*\(.*\)\s*(?:->.*)?:\s*$|^\s*class\s+\w+(?:\(.*\))?:\s*$|\bself\./m],
  [
    'typescript',
    /\bfunction\s+\w+\s*\([^)]*\w\s*:\s*[\w[\]<>| ]+[,)]|\binterface\s+\w+\s*\{|\)\s*:\s*(?:number|string|boolean|void)(?:\[\])?\s*\{/,
  ],
  ['javascript', /\bfunction\b|=>|\b(?:const|let|var)\s+\w+\s*=|\bconsole\.log\b/],
];

/** The language the code is most likely written in, or null when nothing in it says so. */
export function guessCodeLanguage(code: string): LanguageId | null {
  if (!code.trim()) return null;
  return marks.find(([, mark]) => mark.test(code))?.[0] ?? null;
}

/**
 * The language the code looks written in when that is not `chosen`, else null. TypeScript
 * without type annotations reads as JavaScript and is still TypeScript.
 */
export function readsAs(code: string, chosen: LanguageId | null): LanguageId | null {
  const guess = guessCodeLanguage(code);
  if (guess === null || guess === chosen) return null;
  if (chosen === 'typescript' && guess === 'javascript') return null;
  return guess;
}
