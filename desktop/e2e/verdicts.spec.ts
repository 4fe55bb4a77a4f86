import type { Page } from '@playwright/test';
import { type LanguageId, PROBLEM_PAGE_LANGUAGES } from '@zencode/shared/contract';
import {
  catalogSolution,
  chooseLanguage,
  expect,
  openTwoSum,
  replaceEditorCode,
  test,
} from './support/solving.ts';

const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true }).click();
/** Writes `code` in `language` and submits it. */
async function submitCode(page: Page, language: LanguageId, code: string) {
  await chooseLanguage(page, language);
  await replaceEditorCode(page, code);
  await submit(page);
}
const run = (page: Page) => page.getByRole('button', { name: 'Run', exact: true }).click();
const verdict = (page: Page) => page.getByTestId('submission-verdict');
const judgedCases = (page: Page) => page.getByTestId('submission-case');
/** Two Sum's catalogue holds 24 cases, 3 of them public. */
const totalCases = 24;

test.describe.configure({ timeout: 120_000 });
test.beforeEach(({ page, learner }) => openTwoSum(page, learner));

test('a submission that times out stops at its first time-out and says so', async ({ page }) => {
  await submitCode(
    page,
    'python',
    'class Solution:\n    def twoSum(self, nums, target):\n        while True:\n            pass\n',
  );
  // Judging every case to its limit would take over a minute; the first time-out ends it.
  await expect(verdict(page)).toHaveText('Time Limit Exceeded', { timeout: 30_000 });
  await expect(page.getByTestId('submission-passed')).toHaveText(`0 / ${totalCases} cases passed`);
  await expect(judgedCases(page).first()).toHaveAttribute('data-verdict', 'Error');
  await expect(page.locator('[data-testid="submission-case"][data-verdict="Not Run"]')).toHaveCount(
    totalCases - 1,
  );
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
});

test('the first failing case is shown with its reason, also when hidden and cut when large', async ({
  page,
}) => {
  // Right on every case below 2,000 numbers; Two Sum's 16th case (hidden) is the first above.
  await submitCode(
    page,
    'javascript',
    [
      'var twoSum = function (nums, target) {',
      '  if (nums.length > 2000) return [0, 1];',
      '  const seen = new Map();',
      '  for (let i = 0; i < nums.length; i++) {',
      '    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];',
      '    seen.set(nums[i], i);',
      '  }',
      '};',
      '',
    ].join('\n'),
  );
  await expect(verdict(page)).toHaveText('Wrong Answer', { timeout: 60_000 });
  await expect(page.getByTestId('submission-passed')).toHaveText(`15 / ${totalCases} cases passed`);
  const results = page.getByTestId('submission-results');
  const failing = judgedCases(page).nth(15);
  await expect(failing).toHaveAttribute('aria-label', 'Case 16 (hidden): Failed');
  await expect(failing).toHaveAttribute('aria-selected', 'true');
  await expect(results).toContainText('shown because it is the first that failed');
  await expect(results).toContainText('Output');
  await expect(results).toContainText('[0,1]');
  // Its input runs to 31,000 characters: it arrives cut, and says so.
  await expect(results.getByText(/^\[\d/).first()).toContainText('…');
  // Any other hidden case stays hidden.
  await judgedCases(page).nth(10).click();
  await expect(results).toContainText('Hidden case: its input and output stay on the server.');
  await judgedCases(page).nth(16).click();
  await expect(results).toContainText('Not run');
});

test('the untouched C++ starter is a compile error, shown once and marked in the editor', async ({
  page,
}) => {
  await chooseLanguage(page, 'cpp');
  await expect(page.getByText('Starter code')).toBeVisible();
  await submit(page);
  await expect(verdict(page)).toHaveText('Compilation Error', { timeout: 60_000 });
  await expect(page.getByTestId('compile-error')).toContainText(/does not return a value/);
  await expect(page.getByTestId('compile-error')).toHaveCount(1);
  await expect(judgedCases(page)).toHaveCount(0);
  await expect(
    page.getByTestId('code-editor').locator('.squiggly-error, .squiggly-warning').first(),
  ).toBeAttached();
});

test('a C++ class left open shows errors in the learner’s code, marked, never the judge’s files', async ({
  page,
}) => {
  await submitCode(
    page,
    'cpp',
    'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return {0, 1};\n    }\n',
  );
  await expect(verdict(page)).toHaveText('Compilation Error', { timeout: 60_000 });
  const shown = page.getByTestId('compile-error');
  await expect(shown).toContainText(/solution\.cpp:\d+:\d+: error: expected '}'/);
  await expect(shown).not.toContainText(/zc-harness|fcntl\.h|stdlib\.h|included from/);
  await expect(page.getByTestId('code-editor').locator('.squiggly-error').first()).toBeAttached();
});

/** A compile (or syntax) error on line 2 of each language's Two Sum. */
const broken: Record<LanguageId, string> = {
  c: 'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n    return nums.missing;\n}\n',
  cpp: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) { return nums.missing(); }\n};\n',
  java: 'class Solution {\n    public int[] twoSum(int[] nums, int target) { return nums.missing(); }\n}\n',
  python: 'class Solution:\n    def twoSum(self, nums, target) return []\n',
  javascript: 'var twoSum = function (nums, target) {\n  return [0, 1;\n};\n',
  typescript: 'function twoSum(nums: number[], target: number): number[] {\n  return [0, 1;\n}\n',
  go: 'func twoSum(nums []int, target int) []int {\n    return nums.missing()\n}\n',
  rust: 'impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> { nums.missing() }\n}\n',
};

test('a compile error is marked in the editor in every language', async ({ page }) => {
  test.setTimeout(240_000);
  const editor = page.getByTestId('code-editor');
  for (const language of PROBLEM_PAGE_LANGUAGES) {
    await chooseLanguage(page, language);
    await replaceEditorCode(page, broken[language]);
    await expect(editor.locator('.squiggly-error')).toHaveCount(0);
    await run(page);
    await expect(page.getByTestId('error-list'), language).toBeVisible({ timeout: 60_000 });
    await expect(editor.locator('.squiggly-error').first(), language).toBeAttached();
  }
});

test('the Submissions tab shows time, runtime and memory, and loads past code into the editor', async ({
  page,
}) => {
  await submitCode(page, 'python', catalogSolution('two-sum', 'reference', 'python'));
  await expect(verdict(page)).toHaveText('Accepted', { timeout: 60_000 });

  // Another language and other code in the editor; then the past submission comes back.
  await chooseLanguage(page, 'javascript');
  await replaceEditorCode(page, '// something else\n');
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const row = page.getByTestId('submission-row').first();
  await expect(row).toContainText('Accepted');
  await expect(row).toContainText(/\d{2}:\d{2}/);
  await expect(row).toContainText(/\d+ ms/);
  await expect(row).toContainText(/\d+(\.\d)? (KB|MB)/);
  await row.click();
  await page.getByRole('button', { name: 'Load into editor' }).click();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('Python');
  await expect(page.getByTestId('code-editor')).toContainText('seen[num] = i');
});

test('a submission still being judged in the Submissions tab gets its verdict without a reload', async ({
  page,
}) => {
  await submitCode(page, 'python', catalogSolution('two-sum', 'reference', 'python'));
  await expect(verdict(page)).toHaveText('Accepted', { timeout: 60_000 });
  // The tab's first answer shows the submission as it was while judging (as after the desktop's
  // outbox sent it); later answers come from the server unchanged.
  let held = false;
  await page.route('**/api/submission/problem/two-sum', async (route) => {
    if (held) return route.continue();
    held = true;
    const answer = await route.fetch();
    const submissions = (await answer.json()) as Record<string, unknown>[];
    await route.fulfill({
      response: answer,
      json: submissions.map((submission) => ({ ...submission, verdict: null, reason: null })),
    });
  });
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const row = page.getByTestId('submission-row').first();
  await expect(row).toContainText('Judging...');
  await expect(row).toContainText('Accepted', { timeout: 10_000 });
});
