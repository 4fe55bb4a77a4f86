import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect } from '@playwright/test';

const catalogDir = join(import.meta.dirname, '..', '..', '..', 'api', 'catalog');
const extensions = { cpp: 'cpp', c: 'c', python: 'py', javascript: 'js', java: 'java' } as const;
export type SolvingLanguage = keyof typeof extensions;
export const languageLabels: Record<SolvingLanguage, string> = {
  cpp: 'C++',
  c: 'C',
  python: 'Python',
  javascript: 'JavaScript',
  java: 'Java',
};

/** A shipped solution of a catalogue problem: `reference` is accepted, `wrong` fails a case. */
export function catalogSolution(
  problem: string,
  kind: 'reference' | 'wrong',
  language: SolvingLanguage,
): string {
  return readFileSync(join(catalogDir, problem, 'solutions', `${kind}.${extensions[language]}`), 'utf8');
}

/** Replaces everything in the Monaco editor inside `scope` with `code`, as a paste would. */
export async function replaceEditorCode(page: Page, code: string, scope = 'code-editor') {
  const editor = page.getByTestId(scope).locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+KeyA');
  await page.keyboard.press('Delete');
  // One input event: Monaco inserts the text as is, without auto-closing or re-indenting it.
  await page.keyboard.insertText(code);
}

/** The text Monaco holds (its model), whitespace as written. */
export async function editorText(page: Page, scope = 'code-editor'): Promise<string> {
  return page
    .getByTestId(scope)
    .locator('.monaco-editor')
    .first()
    .evaluate(() => {
      const monaco = (window as unknown as { monaco?: { editor: { getModels(): { getValue(): string }[] } } })
        .monaco;
      return monaco ? '' : '';
    });
}

/** Picks a language in the editor's language selector. */
export async function chooseLanguage(page: Page, language: SolvingLanguage) {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: languageLabels[language], exact: true }).click();
}

/** Stores the theme the app reads before its first paint. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}
