import type { Page } from '@playwright/test';
import { useSessionToken } from './support/accounts.ts';
import { PROBLEM_PAGE_LANGUAGES } from '@zencode/shared/contract';
import {
  expect,
  test,
  catalogSolution,
  chooseLanguage,
  languageLabels,
  openTwoSum,
  replaceEditorCode,
} from './support/solving.ts';

const runButton = (page: Page) => page.getByRole('button', { name: 'Run', exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

test('a visitor is sent to sign in', async ({ page }) => {
  await page.goto('/problems/two-sum');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an unknown problem reads Problem not found.', async ({ page, learner }) => {
  await useSessionToken(page, learner.token);
  await page.goto('/problems/no-such-problem');
  await expect(page.getByRole('alert')).toHaveText('Problem not found.', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
});

test('the language picker offers Rust where LeetCode does, not on Linked List Cycle', async ({
  page,
  learner,
}) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'rust');
  // LeetCode's starter code, highlighted as Rust: `impl` and `fn` are keywords (not Monaco's
  // plain-text token, mtk1).
  const editor = page.getByTestId('code-editor');
  await expect(editor).toContainText('pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {');
  for (const keyword of ['impl', 'fn']) {
    const token = editor.locator('.view-line span span', { hasText: new RegExp(`^${keyword}$`) });
    await expect(token.first()).toHaveClass(/\bmtk(?!1\b)\d+\b/);
  }
  await page.goto('/problems/linked-list-cycle');
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('combobox', { name: 'Language' }).click();
  await expect(page.getByRole('option', { name: 'Java', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Rust', exact: true })).toHaveCount(0);
});

test('solves Two Sum in every language: run with a custom case, submit, see Accepted', async ({
  page,
  learner,
}) => {
  test.setTimeout(300_000);
  await openTwoSum(page, learner);
  await expect(page.getByText('Starter code')).toBeVisible();

  // A custom case: Add Testcase is enabled only for a non-blank input.
  await page.getByRole('tab', { name: 'Add custom case' }).click();
  const addButton = page.getByRole('button', { name: 'Add Testcase' });
  await expect(addButton).toBeDisabled();
  await page.getByRole('textbox', { name: 'New custom input' }).fill('[1,4,5]\n9');
  await addButton.click();
  await expect(page.getByRole('tab', { name: 'Custom 1' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  for (const [done, language] of PROBLEM_PAGE_LANGUAGES.entries()) {
    await chooseLanguage(page, language);
    await replaceEditorCode(page, catalogSolution('two-sum', 'reference', language));

    await runButton(page).click();
    const cases = page.getByTestId('run-case');
    await expect(cases).toHaveCount(4, { timeout: 60_000 });
    for (const index of [0, 1, 2])
      await expect(cases.nth(index)).toHaveAttribute('data-verdict', 'Correct');
    await expect(cases.nth(3)).toHaveAttribute('data-verdict', 'Custom');
    await expect(cases.nth(3)).toContainText('[1,2]');
    await expect(page.getByText('3 / 3 public cases correct')).toBeVisible();

    await submitButton(page).click();
    await expect(page.getByTestId('submission-verdict')).toHaveText('Accepted', {
      timeout: 90_000,
    });
    await expect(page.getByTestId('submission-case').first()).toHaveAttribute(
      'data-verdict',
      'Passed',
    );
    await expect(runButton(page)).toBeEnabled();

    await page.getByRole('tab', { name: 'Submissions' }).click();
    const rows = page.getByTestId('submission-row');
    await expect(rows).toHaveCount(done + 1);
    await expect(rows.first()).toContainText('Accepted');
    await expect(rows.first()).toContainText(languageLabels[language]);
    await page.getByRole('tab', { name: 'Description' }).click();
  }
  // The first Accepted marks the problem solved in the description.
  await expect(
    page.getByRole('img', { name: 'Solved' }).or(page.getByLabel('Solved')).first(),
  ).toBeVisible();

  // A past submission opens read-only and closes with its way back.
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await page.getByTestId('submission-row').last().click();
  await expect(page.getByTestId('submission-code')).toContainText('class Solution');
  await page.getByRole('button', { name: 'All submissions' }).click();
  await expect(page.getByTestId('submission-row')).toHaveCount(PROBLEM_PAGE_LANGUAGES.length);
});

test('a wrong solution shows Failed cases, a compile error shows the compiler message', async ({
  page,
  learner,
}) => {
  test.setTimeout(120_000);
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'javascript');
  // Always the first two indices: right for cases 1 and 3, wrong for case 2 and most hidden ones.
  await replaceEditorCode(page, 'var twoSum = function (nums, target) {\n  return [0, 1];\n};\n');
  await runButton(page).click();
  const cases = page.getByTestId('run-case');
  await expect(cases.nth(1)).toHaveAttribute('data-verdict', 'Wrong', { timeout: 60_000 });
  await expect(cases.nth(0)).toHaveAttribute('data-verdict', 'Correct');
  await expect(page.getByText('2 / 3 public cases correct')).toBeVisible();
  await submitButton(page).click();
  await expect(page.getByTestId('submission-verdict')).toHaveText('Wrong Answer', {
    timeout: 60_000,
  });
  const failed = page.locator('[data-testid="submission-case"][data-verdict="Failed"]');
  await expect(failed.first()).toBeVisible();
  // The first failing case is open: public case 2 with its input, output and expected output.
  await expect(page.getByTestId('submission-results')).toContainText('Wrong Answer');
  await expect(page.getByTestId('submission-results')).toContainText('[3,2,4]');

  await chooseLanguage(page, 'cpp');
  await replaceEditorCode(
    page,
    'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return nums.missing();\n    }\n};\n',
  );
  await runButton(page).click();
  // A compile error is shown once, above the cases, and no case row repeats it.
  const errors = page.getByTestId('error-list');
  await expect(errors).toContainText(/no member named .missing./, { timeout: 60_000 });
  await expect(errors).toContainText('solution.cpp:4');
  await expect(errors).not.toContainText('/tmp/');
  await expect(page.getByTestId('run-case')).toHaveCount(0);
});

test('custom cases: add, edit with save or cancel, delete back to case 1', async ({
  page,
  learner,
}) => {
  await openTwoSum(page, learner);
  // Escaped newlines in a case show as real line breaks.
  await expect(page.getByTestId('public-input')).toHaveText('nums = [2,7,11,15]\ntarget = 9');
  for (const input of ['[1,2]\n3', '[5,5]\n10']) {
    await page.getByRole('tab', { name: 'Add custom case' }).click();
    await page.getByRole('textbox', { name: 'New custom input' }).fill(input);
    await page.getByRole('button', { name: 'Add Testcase' }).click();
  }
  await expect(page.getByRole('tab', { name: 'Custom 2' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Custom input' }).fill('[0,9]\n9');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('custom-input')).toHaveText('nums = [5,5]\ntarget = 10');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Custom input' }).fill('[0,9]\n9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('custom-input')).toHaveText('nums = [0,9]\ntarget = 9');

  // Deleting an earlier case shifts the selection; deleting the selected one goes to case 1.
  await page.getByRole('tab', { name: 'Custom 1' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('tab', { name: 'Case 1' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Custom 1' }).click();
  await expect(page.getByTestId('custom-input')).toHaveText('nums = [0,9]\ntarget = 9');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('tab', { name: /^Custom/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Case 1' })).toHaveAttribute('aria-selected', 'true');
});

test('a reload restores the draft; reset returns to the starter code', async ({
  page,
  learner,
}) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'javascript');
  await replaceEditorCode(page, '// calm draft 4711\nvar twoSum = function (nums, target) {};\n');
  // Signed in: once typing pauses the draft is on the account, and the status line says so.
  await expect(page.getByTestId('draft-place')).toHaveText('Draft saved to your account');
  // The draft is written to the device a moment after the last keystroke.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('zencode:draft:two-sum:javascript')))
    .toContain('calm draft 4711');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('JavaScript');
  await expect(page.getByTestId('code-editor')).toContainText('calm draft 4711', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Reset to starter code' }).click();
  await expect(page.getByTestId('code-editor')).not.toContainText('calm draft 4711');
  await expect(page.getByText('Starter code')).toBeVisible();
});

test('the status line says where the draft is: on the account, or on this device only while the server cannot be reached', async ({
  page,
  learner,
}) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'javascript');
  // The account cannot be reached: the draft stays in this browser, and the line says so.
  await page.route('**/api/me/drafts/**', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
  );
  await replaceEditorCode(page, '// kept here 1\nvar twoSum = function (nums, target) {};\n');
  const place = page.getByTestId('draft-place');
  await expect(place).toHaveAttribute('data-place', 'device-only', { timeout: 20_000 });
  await expect(place).toHaveText(
    'Draft on this device only: it goes to your account once the server answers',
  );
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('zencode:draft:two-sum:javascript')))
    .toContain('kept here 1');
  // The server answers again: the next edit takes the draft to the account.
  await page.unroute('**/api/me/drafts/**');
  await replaceEditorCode(page, '// on the account 2\nvar twoSum = function (nums, target) {};\n');
  await expect(place).toHaveText('Draft saved to your account', { timeout: 20_000 });
  await expect(place).toHaveAttribute('data-place', 'account');
});

test('the problems sidebar and previous/next navigate', async ({ page, request, learner }) => {
  const problems = (await (await request.get('/api/problems')).json()) as {
    _id: string;
    name: string;
    statement: string;
  }[];
  await openTwoSum(page, learner);
  await expect(page.getByRole('button', { name: 'Previous problem' })).toBeDisabled();
  await page.getByRole('link', { name: 'Next problem' }).click();
  await expect(page).toHaveURL(`/problems/${problems[1]!._id}`);
  await expect(page.getByRole('heading', { name: problems[1]!.name })).toBeVisible();
  await page.getByRole('link', { name: 'Previous problem' }).click();
  await expect(page).toHaveURL('/problems/two-sum');

  await page.getByRole('button', { name: 'Toggle problems sidebar' }).click();
  const sidebar = page.getByTestId('problems-sidebar');
  await expect(sidebar.getByTestId('sidebar-problem')).toHaveCount(problems.length);
  await expect(sidebar.locator('a[href="/problems/two-sum"]')).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The search is case-insensitive over name and statement: as many rows as the catalogue has.
  const stackProblems = problems.filter((problem) =>
    `${problem.name}\n${problem.statement}`.toLowerCase().includes('stack'),
  );
  expect(stackProblems.map((problem) => problem.name)).toContain('Min Stack');
  expect(stackProblems.length).toBeLessThan(problems.length);
  await sidebar.getByRole('searchbox', { name: 'Search problems...' }).fill('STACK');
  await expect(sidebar.getByTestId('sidebar-problem')).toHaveCount(stackProblems.length);
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Toggle problems sidebar' }).click();
  await page
    .getByTestId('problems-sidebar')
    .getByRole('link', { name: /Min Stack/ })
    .click();
  await expect(page).toHaveURL('/problems/min-stack');
  await expect(page.getByTestId('problems-sidebar')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Min Stack' })).toBeVisible();
});

test('Debug reviews the code', async ({ page, learner }) => {
  test.setTimeout(120_000);
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'c');
  await replaceEditorCode(page, catalogSolution('two-sum', 'wrong', 'c'));
  await page.getByRole('button', { name: 'Debug' }).click();
  const sheet = page.getByTestId('review-sheet');
  await expect(
    sheet.getByRole('heading', { name: /Review of your C solution to Two Sum/ }),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(sheet).toContainText('public examples pass');
  await page.keyboard.press('Escape');

  // Concrete: the compiler's own warning, the failing example with where it differs, and the
  // complexity Two Sum's constraints (up to 10^4 numbers) need.
  await replaceEditorCode(
    page,
    [
      'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {',
      '    int unused;',
      '    int* answer = malloc(2 * sizeof(int));',
      '    answer[0] = 0;',
      '    answer[1] = 1;',
      '    *returnSize = 2;',
      '    return answer;',
      '}',
      '',
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Debug' }).click();
  await expect(sheet.getByRole('heading', { name: 'Compiler' })).toBeVisible({ timeout: 60_000 });
  await expect(sheet).toContainText(/unused variable .unused./);
  await expect(sheet.getByRole('heading', { name: 'Example 2: Wrong Answer' })).toBeVisible();
  await expect(sheet).toContainText('They first differ at character 2');
  await expect(sheet.getByRole('heading', { name: 'Complexity' })).toBeVisible();
  await expect(sheet).toContainText('up to 10,000');
  await expect(sheet).toContainText('O(n^2) or better');
  await page.keyboard.press('Escape');
  await replaceEditorCode(page, '   ');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Debug' }).click();
  await expect(page.getByTestId('review-message')).toHaveText('No code to review.');
});
