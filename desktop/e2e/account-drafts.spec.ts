import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { TestAccount } from './support/accounts.ts';
import { accountPythonCode } from './support/drafts.ts';
import {
  chooseLanguage,
  editorText,
  expect,
  openTwoSum,
  replaceEditorCode,
  test,
} from './support/solving.ts';

/** The account's Python draft of Two Sum, as the API holds it. */
const accountDraft = (request: APIRequestContext, learner: TestAccount) =>
  accountPythonCode(request, learner, 'two-sum');

/** Another browser (its own storage) signed in as the same learner, on Two Sum. */
async function secondBrowser(browser: Browser, learner: TestAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openTwoSum(page, learner);
  return page;
}

test('a draft edited in one browser context appears in another, in its language', async ({
  page,
  learner,
  browser,
  request,
}) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'python');
  await replaceEditorCode(page, 'print("from the first browser")\n');
  await expect.poll(() => accountDraft(request, learner)).toBe('print("from the first browser")\n');

  const other = await secondBrowser(browser, learner);
  // It opens in the language last used, with the account's draft.
  await expect(other.getByRole('combobox', { name: 'Language' })).toHaveText('Python');
  await expect(editorText(other)).toContainText('from the first browser');
  await other.context().close();
});

test('a draft changed in two browsers keeps both: the learner sees both and picks', async ({
  page,
  learner,
  browser,
  request,
}, testInfo) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'python');
  await replaceEditorCode(page, 'first = 1\n');
  await expect.poll(() => accountDraft(request, learner)).toBe('first = 1\n');
  const other = await secondBrowser(browser, learner);
  await expect(editorText(other)).toContainText('first = 1');

  // Both change the same version: the second browser while it is offline, then it reconnects.
  await other.context().setOffline(true);
  await replaceEditorCode(other, 'from_b = 3\n');
  await replaceEditorCode(page, 'from_a = 2\n');
  await expect.poll(() => accountDraft(request, learner)).toBe('from_a = 2\n');
  await other.context().setOffline(false);
  await other.keyboard.type('# back online');
  const dialog = other.getByRole('dialog', { name: 'Two versions of this draft' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('draft-mine')).toContainText('from_b = 3');
  await expect(dialog.getByTestId('draft-theirs')).toHaveText('from_a = 2');
  await other.screenshot({ path: testInfo.outputPath('draft-conflict.png') });
  // Nothing was overwritten while the learner decides.
  expect(await accountDraft(request, learner)).toBe('from_a = 2\n');

  await dialog.getByRole('button', { name: "Keep this window's version" }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => accountDraft(request, learner)).toMatch(/^from_b = 3\n/);
  await other.context().close();
});
