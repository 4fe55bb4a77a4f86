import { goAutomaticPackages } from '../../languages/go-packages.ts';

/** The code with comments, strings and runes blanked: only its identifiers and operators left. */
function codeOnly(code: string): string {
  return code.replace(
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|`[^`]*`|'(?:\\.|[^'\\\n])*'/g,
    (text) => (text.startsWith('"') || text.startsWith('`') || text.startsWith("'") ? '""' : ' '),
  );
}

/** Whether the code starts (after comments) with its own package clause. */
export function hasPackageClause(code: string): boolean {
  return /^\s*package\s+\w+/.test(codeOnly(code));
}

/** The names the code's own imports bind (`sort`, an alias, gods' `treemap`). */
function importedNames(code: string): Set<string> {
  const names = new Set<string>();
  const specs = [...code.matchAll(/\bimport\s*(\([^)]*\)|[^\n;]*)/g)].map((match) => match[1]!);
  for (const spec of specs) {
    for (const [, alias, path] of spec.matchAll(/(?:([\w.]+)\s+)?"([^"]+)"/g)) {
      names.add(alias ?? path!.split('/').at(-1)!);
    }
  }
  return names;
}

/**
 * The import paths to add for code that calls `name.Something` of a package it does not import
 * and does not declare a name of its own for (a variable, parameter, type or function `heap`).
 */
export function goMissingImports(code: string): string[] {
  const text = codeOnly(code);
  const own = importedNames(code);
  return Object.entries(goAutomaticPackages)
    .filter(([name]) => {
      if (own.has(name)) return false;
      if (!new RegExp(`(?<![\\w.])${name}\\s*\\.\\s*[A-Za-z_]`).test(text)) return false;
      const declared = new RegExp(
        `\\b(?:var|const|type|func)\\s+${name}\\b|(?<![\\w.])${name}\\s*(?:,\\s*\\w+\\s*)*:=|(?<![\\w.])\\w+\\s*,\\s*${name}\\s*:=|[(,]\\s*${name}\\s+[\\w*[.]`,
      );
      return !declared.test(text);
    })
    .map(([, path]) => path);
}

/**
 * The learner's file as the compiler reads it: `package main` and the imports it is missing on a
 * line of their own, then a line directive so that errors and stack traces give the learner's own
 * line and column in solution.go. Code with its own package clause is a whole Go file: unchanged.
 */
export function goSolutionSource(code: string): string {
  if (hasPackageClause(code)) return code;
  const imports = goMissingImports(code);
  const importLine =
    imports.length > 0
      ? `; import (${imports.map((path) => JSON.stringify(path)).join('; ')})`
      : '';
  return `package main${importLine}\n//line solution.go:1:1\n${code}`;
}
