import { createRequire } from 'node:module';
import type * as ts from 'typescript';

type TypeScript = typeof ts;
// Loaded on first use: only reading the catalogue needs the compiler, not every server start.
let typescript: TypeScript | undefined;

/**
 * A catalogue problem's JavaScript reference: its reference.ts with the types stripped by
 * TypeScript's own transpiler (no type check), which keeps every comment. The emitter indents by
 * four spaces; the result is indented by two, as the catalogue's code is, unless a template
 * literal could span lines (its text is left exactly as written).
 */
export function javascriptFromTypescript(code: string): string {
  typescript ??= createRequire(import.meta.url)('typescript') as TypeScript;
  const { outputText } = typescript.transpileModule(code, {
    compilerOptions: {
      target: typescript.ScriptTarget.ES2022,
      module: typescript.ModuleKind.Preserve,
      removeComments: false,
    },
    reportDiagnostics: false,
  });
  if (outputText.includes('`')) return outputText;
  return outputText.replace(/^( {4})+/gm, (indent) => ' '.repeat(indent.length / 2));
}
