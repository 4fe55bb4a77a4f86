import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { languages } from './registry.ts';
import { describe, expect, it } from 'vitest';

/**
 * The language ids the editor's Monaco (the renderer's bundle) highlights: those its
 * `languages/definitions/<x>/register.js` define.
 */
function monacoLanguageIds(): Set<string> {
  const main = createRequire(import.meta.url).resolve('monaco-editor');
  const root = main.slice(0, main.lastIndexOf('monaco-editor') + 'monaco-editor'.length);
  const definitions = join(root, 'esm/vs/languages/definitions');
  const ids = new Set<string>();
  for (const folder of readdirSync(definitions, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const text = readFileSync(join(definitions, folder.name, 'register.js'), 'utf8');
    for (const match of text.matchAll(/\bid:\s*"([\w-]+)"/g)) ids.add(match[1]!);
  }
  return ids;
}

describe('the editor highlights every language', () => {
  it.each(languages.map((language) => [language.label, language.monacoId] as const))(
    "%s is a language Monaco's bundle defines (%s)",
    (_label, monacoId) => {
      expect(monacoLanguageIds()).toContain(monacoId);
    },
  );
});
