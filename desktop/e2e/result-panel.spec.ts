import type { Page } from '@playwright/test';
import { useSessionToken } from './support/accounts.ts';
import { submitSolution } from './support/progress.ts';
import {
  catalogSolution,
  chooseLanguage,
  expect,
  openTwoSum,
  replaceEditorCode,
  test,
} from './support/solving.ts';

const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true }).click();
const run = (page: Page) => page.getByRole('button', { name: 'Run', exact: true }).click();

test('a compile error shows the compiler, not "0 / n cases passed · 0 ms · 0 KB"', async ({
  page,
  learner,
}) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'cpp');
  await replaceEditorCode(
    page,
    'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return {};\n    }\n',
  );
  await submit(page);
  await expect(page.getByTestId('submission-verdict')).toHaveText('Compilation Error', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('compile-error')).toBeVisible();
  await expect(page.getByTestId('submission-passed')).toHaveCount(0);
  await expect(page.getByTestId('submission-results')).not.toContainText('0 ms');
});

test('a failing case names its reason beside the verdict; Use testcase copies its input', async ({
  page,
  learner,
}) => {
  test.setTimeout(180_000);
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'python');
  // Inputs read as LeetCode shows them: each parameter by its name.
  await expect(page.getByTestId('public-input')).toContainText('nums = [2,7,11,15]');
  await expect(page.getByTestId('public-input')).toContainText('target = 9');

  await replaceEditorCode(
    page,
    'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        while True:\n            pass\n',
  );
  await submit(page);
  await expect(page.getByTestId('submission-verdict')).toHaveText('Time Limit Exceeded', {
    timeout: 120_000,
  });
  const reason = page.getByTestId('case-reason');
  await expect(reason).toHaveText('Time Limit Exceeded');
  await expect(page.getByTestId('submission-results')).toContainText('nums = [2,7,11,15]');

  await page.getByRole('button', { name: 'Use testcase' }).click();
  await expect(page.getByRole('tab', { name: 'Custom 1' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('custom-input')).toContainText('nums = [2,7,11,15]');
});

test('a bad custom case says what is wrong as it is typed, and the others still run', async ({
  page,
  learner,
}) => {
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'python');
  await page.getByRole('tab', { name: 'Add custom case' }).click();
  const input = page.getByRole('textbox', { name: 'New custom input' });
  await input.fill('[1,2,3');
  await expect(page.getByTestId('custom-case-fault')).toContainText('Cannot read the input');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Add Testcase' })).toBeDisabled();
  await input.fill('[1,4,5]\n9');
  await expect(page.getByTestId('custom-case-fault')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Testcase' }).click();

  // A bad input saved before this check existed (or on another device) is run on its own.
  await page.evaluate(() =>
    localStorage.setItem('zencode:custom-cases:two-sum', JSON.stringify(['[1,4,5]\n9', '[1,2,3'])),
  );
  await page.reload();
  await replaceEditorCode(page, catalogSolution('two-sum', 'reference', 'python'));
  await run(page);
  const cases = page.getByTestId('run-case');
  await expect(cases).toHaveCount(5, { timeout: 60_000 });
  await expect(cases.nth(3)).toHaveAttribute('data-verdict', 'Custom');
  await expect(cases.nth(3)).toContainText('[1,2]');
  await expect(cases.nth(4)).toHaveAttribute('data-verdict', 'Error');
  await expect(page.getByTestId('error-list')).toContainText('does not fit the problem');
});

test('an Accepted submission shows where it stands from the first one, in the headline units, with axes', async ({
  page,
  learner,
}, testInfo) => {
  test.setTimeout(180_000);
  // A problem no other browser test submits to: the shared server's first accepted Python
  // submission of it is this one.
  await useSessionToken(page, learner.token);
  await page.goto('/problems/missing-number');
  await expect(page.getByRole('heading', { name: 'Missing Number', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await chooseLanguage(page, 'python');
  await replaceEditorCode(page, catalogSolution('missing-number', 'reference', 'python'));
  await submit(page);
  await expect(page.getByTestId('submission-verdict')).toHaveText('Accepted', { timeout: 90_000 });
  // The only accepted Python submission: shown, with its count, not hidden behind a threshold.
  const runtime = page.getByTestId('standing-runtime');
  const memory = page.getByTestId('standing-memory');
  await expect(runtime.locator('figcaption')).toHaveText(
    /faster than 0% of 1 accepted Python submission$/,
  );
  await expect(memory).toContainText('of 1 accepted Python submission');
  // One unit: the distribution's figures are in the headline's unit, and the axes say which.
  const headline = (await page.getByTitle('Memory').first().textContent())!.trim();
  const unit = headline.split(' ').at(-1)!;
  await expect(memory.locator('figcaption')).toContainText(`Memory ${headline}`);
  await expect(memory.getByTestId('axis-values')).toContainText(`Memory (${unit})`);
  await expect(runtime.getByTestId('axis-values')).toContainText('Runtime (ms)');
  await expect(runtime.getByTestId('axis-count-top')).toHaveText('1');
  await expect(memory.getByRole('img')).toHaveAttribute('aria-label', new RegExp(` ${unit};`));
  await memory.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('accepted-standing.png') });
});

test('a submission has an address of its own that survives a reload, and no stray dot', async ({
  page,
  learner,
  request,
}) => {
  expect(await submitSolution(request, learner, 'two-sum', 'wrong')).toBe('Not Accepted');
  await openTwoSum(page, learner);
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await page.getByTestId('submission-row').first().click();
  await expect(page).toHaveURL(/[?&]submission=[0-9a-f-]{36}/);
  await page.reload();
  const detail = page.getByTestId('submission-detail');
  await expect(detail.getByTestId('submission-verdict')).toHaveText('Wrong Answer', {
    timeout: 20_000,
  });
  // Its bar starts with the way back, nothing unlabelled before it.
  await expect(detail.getByRole('button').first()).toHaveText('All submissions');
  await page.goBack();
  await expect(page.getByTestId('submission-row').first()).toBeVisible();
  await expect(page).not.toHaveURL(/submission=/);
});

test('a past submission opens with its result card and an evident way back', async ({
  page,
  learner,
  request,
}) => {
  expect(await submitSolution(request, learner, 'two-sum', 'wrong')).toBe('Not Accepted');
  await openTwoSum(page, learner);
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await page.getByTestId('submission-row').first().click();
  const detail = page.getByTestId('submission-detail');
  await expect(detail.getByTestId('submission-verdict')).toHaveText('Wrong Answer');
  await expect(detail.getByTestId('submission-passed')).toBeVisible();
  await expect(detail.getByTestId('submission-code')).toBeVisible();
  await detail.getByRole('button', { name: 'All submissions' }).click();
  await expect(page.getByTestId('submission-row')).toHaveCount(1);

  // The profile's Recent Submissions links straight to it.
  await page.goto(`/profile/${learner.username}`);
  const recent = page.getByTestId('recent-submission').first();
  await expect(recent).toContainText('Wrong Answer');
  await expect(recent).toContainText('Python');
  await recent.click();
  await expect(page.getByTestId('submission-detail')).toBeVisible({ timeout: 20_000 });
});

test('a custom case whose answer differs from the reference is called so, in the row, the headline and the Testcases tab', async ({
  page,
  learner,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript(() =>
    localStorage.setItem('zencode:custom-cases:two-sum', JSON.stringify(['[1,5,3]\n4'])),
  );
  await openTwoSum(page, learner);
  await chooseLanguage(page, 'python');
  // Checks neighbours only: right on every public case, wrong on [1,5,3] with target 4.
  await replaceEditorCode(
    page,
    'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n' +
      '        for i in range(len(nums) - 1):\n' +
      '            if nums[i] + nums[i + 1] == target:\n' +
      '                return [i, i + 1]\n' +
      '        return []\n',
  );
  await run(page);
  const cases = page.getByTestId('run-case');
  await expect(cases).toHaveCount(4, { timeout: 60_000 });
  await expect(page.getByTestId('run-headline')).toHaveText(
    '3 / 3 public cases correct · 1 custom case differs from the expected answer',
  );
  const custom = cases.nth(3);
  await expect(custom).toHaveAttribute('data-verdict', 'Custom');
  await expect(custom).toHaveAttribute('data-differs', 'true');
  await expect(custom.getByTestId('differs-note')).toHaveText('differs from the expected answer');
  await expect(custom).toContainText('[0,2]');
  for (const row of [0, 1, 2]) await expect(cases.nth(row)).not.toHaveAttribute('data-differs');
  await page.screenshot({ path: testInfo.outputPath('custom-differs.png') });

  await page.getByRole('tab', { name: 'Testcases' }).click();
  await page.getByRole('tab', { name: 'Custom 1' }).click();
  await expect(page.getByTestId('custom-expected')).toContainText('[0,2]');
  await expect(page.getByTestId('differs-note')).toBeVisible();

  // The right answer in another order still matches: the problem's checker compares, not text.
  await replaceEditorCode(page, catalogSolution('two-sum', 'reference', 'python'));
  await run(page);
  await expect(page.getByTestId('run-headline')).toHaveText('3 / 3 public cases correct', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('differs-note')).toHaveCount(0);
});
