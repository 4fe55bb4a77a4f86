import type { Page } from '@playwright/test';
import { useSessionToken } from './support/accounts.ts';
import { chooseLanguage, expect, openTwoSum, replaceEditorCode, test } from './support/solving.ts';

const draftOf = (page: Page, language: string) =>
  page.evaluate((key) => localStorage.getItem(key), `zencode:draft:two-sum:${language}`);

/** Puts the cursor at the end of the code and types `text` as a person would. */
async function typeAtEnd(page: Page, text: string) {
  await page.getByTestId('code-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

test('Enter makes a new line unless the learner chose a suggestion', async ({ page, learner }) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'python');
  await replaceEditorCode(page, 'seen = {}\nindex = 0\nx = 1\n');
  await typeAtEnd(page, 'seen[x] = i');
  // A suggestion is on show ("index"), none chosen: Enter is a new line.
  await expect(page.locator('.suggest-widget.visible')).toContainText('index');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => draftOf(page, 'python'))
    .toBe('seen = {}\nindex = 0\nx = 1\nseen[x] = i\n');

  // Chosen with the arrow keys, Enter accepts it.
  await page.keyboard.type('zeb = 1\nze');
  await expect(page.locator('.suggest-widget.visible')).toContainText('zeb');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => draftOf(page, 'python')).toMatch(/zeb = 1\nzeb$/);
});

test('word-based suggestions can be turned off, and settings follow the account', async ({
  page,
  learner,
  browser,
}) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'python');
  await page.getByRole('button', { name: 'Editor settings' }).click();
  const words = page.getByRole('switch', { name: 'Word-based suggestions' });
  await expect(words).toBeChecked();
  await words.click();
  await page.getByRole('combobox', { name: 'Font size' }).click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await replaceEditorCode(page, 'zebra = 1\n');
  await typeAtEnd(page, 'ze');
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.suggest-widget')).toContainText('No suggestions');
  await expect(page.getByTestId('code-editor').locator('.view-lines')).toHaveCSS(
    'font-size',
    '20px',
  );

  // Another browser of the same account opens with them.
  const other = await browser.newContext();
  const second = await other.newPage();
  await useSessionToken(second, learner.token);
  await second.goto('/problems/two-sum');
  await second.getByRole('button', { name: 'Editor settings' }).click();
  await expect(second.getByRole('switch', { name: 'Word-based suggestions' })).not.toBeChecked();
  await expect(second.getByRole('combobox', { name: 'Font size' })).toHaveText('20');
  await other.close();
});

test("a starter's own indentation wins and the status bar says so; new text uses 2", async ({
  page,
  learner,
}) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'python');
  // The Python starter is indented by 4: typed lines follow it.
  await expect(page.getByTestId('indentation')).toHaveText('Spaces: 4');
  await page.getByTestId('code-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('if nums:\nreturn []');
  await expect.poll(() => draftOf(page, 'python')).toMatch(/\n {8}if nums:\n {12}return \[\]$/);

  // Text with no indentation of its own (a whole new file pasted) takes the default tab size, 2.
  await replaceEditorCode(page, 'x = 1\n');
  await expect(page.getByTestId('indentation')).toHaveText('Spaces: 2');
});

test('Go is written with tabs, as gofmt does, and a tab shows 4 wide', async ({
  page,
  learner,
}) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'go');
  await expect(page.getByTestId('indentation')).toHaveText('Tab Size: 4');
  // The starter's body line is one tab: typed code lands on it, tab-indented.
  await page.getByTestId('code-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type('return nil');
  await expect.poll(() => draftOf(page, 'go')).toMatch(/\{\n\treturn nil\n\}$/);
  // Pasted tab-indented Go keeps its tabs and shows them 4 wide, not 2.
  await replaceEditorCode(
    page,
    'func twoSum(nums []int, target int) []int {\n\tseen := 1\n\treturn nil\n}\n',
  );
  await expect(page.getByTestId('indentation')).toHaveText('Tab Size: 4');
  // Monaco draws a tab as the spaces up to the next tab stop: four of them, not two.
  const line = page.getByTestId('code-editor').locator('.view-line', { hasText: 'seen' });
  await expect.poll(() => line.textContent()).toMatch(/^[\u00a0 ]{4}seen/);
});

test('the cursor readout follows a language switch', async ({ page, learner }) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'python');
  await page.getByTestId('code-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await expect(page.getByTestId('cursor-position')).not.toHaveText('Ln 1, Col 1');
  await chooseLanguage(page, 'java');
  await expect(page.getByTestId('cursor-position')).toHaveText('Ln 1, Col 1');
});

test('Vim key bindings come from the settings', async ({ page, learner }) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'python');
  await replaceEditorCode(page, 'abc\n');
  await page.getByRole('button', { name: 'Editor settings' }).click();
  await page.getByRole('combobox', { name: 'Key bindings' }).click();
  await page.getByRole('option', { name: 'Vim', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A mode line, and keys are commands until `i` inserts.
  await expect(page.getByTestId('vim-status')).toBeVisible();
  await page.getByTestId('code-editor').locator('.view-lines').click();
  await page.keyboard.type('gg0x');
  await expect.poll(() => draftOf(page, 'python')).toBe('bc\n');
  await page.keyboard.type('iY');
  await expect.poll(() => draftOf(page, 'python')).toBe('Ybc\n');
});
