import { type Page, expect } from '@playwright/test';
import { LANGUAGE_LABELS, type LanguageId } from '@zencode/shared/contract';
import { type TestAccount, createAccount, useSessionToken } from './accounts.ts';
import { test as base } from './fixtures.ts';

export { catalogSolution } from '../../../api/src/catalog/catalog-solution.ts';
export type SolvingLanguage = LanguageId;
export const languageLabels = LANGUAGE_LABELS;

/** The lines the problem page's code editor shows. */
export const editorText = (page: Page) => page.getByTestId('code-editor').locator('.view-lines');

/**
 * Brings up one of the phone's panes (Problem, Code, Console). Below 768 px the solving screen
 * shows one pane at a time; on a wider screen all three are always on show and this does nothing.
 */
export async function showPhonePane(page: Page, pane: 'problem' | 'code' | 'console') {
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;
  await page.getByTestId(`phone-pane-${pane}`).click({ timeout: 30_000 });
}

/** Replaces everything in the Monaco editor inside `scope` with `code`, as a paste does. */
export async function replaceEditorCode(page: Page, code: string, scope = 'code-editor') {
  if (scope === 'code-editor') await showPhonePane(page, 'code');
  const editor = page.getByTestId(scope).locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.locator('.view-lines').click();
  // A menu that just closed (the language picker) hands focus back to its button a moment later:
  // the keys below must reach the editor, not that button.
  await expect(editor.locator(':focus')).toHaveCount(1, { timeout: 10_000 });
  await page.keyboard.press('ControlOrMeta+KeyA');
  await page.keyboard.press('Delete');
  // A paste inserts the text as written; typing it would trigger auto-indent and auto-closing.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The clipboard API runs in the page; this file is typed for Node, which has no DOM types.
  await page.evaluate((text) => {
    const { clipboard } = globalThis.navigator as unknown as {
      clipboard: { writeText(value: string): Promise<void> };
    };
    return clipboard.writeText(text);
  }, code);
  await page.keyboard.press('ControlOrMeta+KeyV');
  // Pasted: the editor shows the code's last line with a word in it (after a paste the view is at
  // the end; a line such as `};` is no proof, the starter code may end with it too).
  const lines = code.split('\n').map((text) => text.trim());
  const telling = lines.findLast((text) => /\w/.test(text)) ?? lines.findLast(Boolean);
  if (telling) {
    await expect(editor.locator('.view-lines')).toContainText(telling, { timeout: 20_000 });
  }
}

/** Picks a language in the editor's language selector. */
export async function chooseLanguage(page: Page, language: SolvingLanguage) {
  // A dialog the page opens (two versions of a draft) hides the page from the accessibility
  // tree, so the picker is looked for there too.
  const select = page.getByRole('combobox', { name: 'Language', includeHidden: true });
  // Already chosen (the page opened in it): no click, which such a dialog may cover.
  if ((await select.textContent())?.trim() === languageLabels[language]) return;
  await select.click();
  await page.getByRole('option', { name: languageLabels[language], exact: true }).click();
  // The editor holds that language's code only once the page shows the choice (slowly on a busy machine).
  await expect(select).toHaveText(languageLabels[language], { timeout: 20_000 });
  // The list fades out, then gives focus back to the picker: a click into the editor before that
  // would lose its focus to the picker again. Monaco keeps listboxes of its own in the page, hidden
  // (its light bulb, its suggestions): only a shown list counts.
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Signs `learner` in and opens Two Sum with its editor ready (a busy machine answers slowly). */
export async function openTwoSum(page: Page, learner: TestAccount) {
  await useSessionToken(page, learner.token);
  await page.goto('/problems/two-sum');
  await expect(page.getByRole('heading', { name: 'Two Sum', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await showPhonePane(page, 'code');
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
}

/** Stores the theme the app reads before its first paint. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/**
 * The account fixtures plus a newly signed-up learner for each test, so that no test sees another
 * one's submissions, solved problems or drafts (each sign-up comes from its own loopback address,
 * below the API's sign-up limits).
 */
export const test = base.extend<{ learner: TestAccount }>({
  learner: async ({ mailbox, request }, use) => {
    await use(await createAccount(request, mailbox, 'solver'));
  },
});

export { expect };
