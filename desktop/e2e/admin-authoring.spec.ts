import { authoringMessages } from '@zencode/shared/contract';
import {
  addAllSignature,
  addAllSolutions,
  addProblem,
  bearer,
  createAdmin,
} from './admin-helpers.ts';
import { createAccount, uniqueName, useSessionToken } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { submitCodeThroughApi } from './support/progress.ts';

const { right, wrong } = addAllSolutions;

test('an admin authors, validates and publishes a problem; a learner solves it', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const admin = await createAdmin(request, mailbox);
  const learner = await createAccount(request, mailbox, 'learner');
  const name = `Gentle Sum ${uniqueName('g').username}`;
  await useSessionToken(page, admin.token);

  await page.goto('/dashboard');
  await addProblem(page, {
    name,
    statement: 'Return the sum of **a** and **b**.',
    code: 'class Solution {};',
  });
  // Create opens the new draft's editor.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // Read the id once its editor's address is open.
  await expect(page).toHaveURL(/\/dashboard\/problems\/[^/]+$/);
  const problemId = decodeURIComponent(page.url().split('/').pop()!);

  // Signature, with the starter code generated live.
  await page.getByRole('tab', { name: 'Signature' }).click();
  await page
    .getByRole('textbox', { name: 'Signature' })
    .fill(JSON.stringify(addAllSignature, null, 2));
  await page.getByRole('tab', { name: 'Python' }).click();
  await expect(page.getByTestId('starter-python')).toContainText(
    'def addAll(self, a: int, b: int) -> int:',
  );
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(page.getByText('Signature saved; starter code regenerated.')).toBeVisible();

  // Cases: one public by hand, two hidden uploaded; a case that does not fit is named.
  await page.getByRole('tab', { name: 'Test cases' }).click();
  await page.getByLabel('New case input').fill('1\n2');
  await page.getByLabel('New case output').fill('3');
  await page.getByText('Public (shown to learners)').click();
  await page.getByRole('button', { name: 'Add Testcase' }).click();
  await expect(page.getByTestId('testcase-item')).toHaveCount(1);
  await page.getByLabel('New case input').fill('1\n"two"');
  await page.getByLabel('New case output').fill('3');
  await page.getByRole('button', { name: 'Add Testcase' }).click();
  await expect(page.getByRole('alert')).toContainText('Case 2: input: b:');
  await page.getByLabel('Test cases JSON').fill(
    JSON.stringify([
      { input: '-4\n1', output: '-3' },
      { input: '1000\n-1000', output: '0' },
    ]),
  );
  await page.getByRole('button', { name: 'Upload cases' }).click();
  await expect(page.getByTestId('testcase-item')).toHaveCount(3);
  await expect(page.getByTestId('testcase-item').nth(1)).toContainText('Hidden');

  // A wrong reference: Validate shows what fails, and Publish is refused.
  await page.getByRole('tab', { name: 'Reference & validation' }).click();
  // No reference yet: the language is the admin's choice, never a silent default.
  await page.getByRole('combobox', { name: 'Reference solution' }).click();
  await page.getByRole('option', { name: 'Python', exact: true }).click();
  await page.getByLabel('Reference code').fill(wrong);
  await page.getByRole('button', { name: 'Save reference' }).click();
  await expect(page.getByText('Reference saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Validate' }).click();
  const report = page.getByTestId('validation-report');
  await expect(report).toContainText('Validation failed', { timeout: 60_000 });
  await expect(report).toContainText('Case 2 (hidden): Wrong Answer');
  await expect(report).toContainText('1 / 3 cases passed');
  // A failure looks like one: an alert mark, no check mark.
  await expect(report.locator('.lucide-circle-alert').first()).toBeVisible();
  await expect(report.locator('.lucide-circle-check')).toHaveCount(0);
  // Publish waits for a passing validation and says so beside it.
  const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publishButton).toBeDisabled();
  await expect(publishButton).toHaveAccessibleDescription(
    authoringMessages.publishValidationFailed,
  );

  // The right one passes; then it publishes.
  await page.getByLabel('Reference code').fill(right);
  await page.getByRole('button', { name: 'Save reference' }).click();
  await expect(page.getByText('Reference saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(report).toContainText('Validation passed', { timeout: 60_000 });
  await expect(report.locator('.lucide-circle-check').first()).toBeVisible();
  await expect(page.getByTestId('publish-blocker')).toHaveCount(0);
  await publishButton.click();
  await expect(page.getByText('Published: learners can solve it now.')).toBeVisible();

  // The learner finds it and solves it (Submit through the API).
  const listed = await request.get('/api/problems', { headers: bearer(learner) });
  expect(((await listed.json()) as { _id: string }[]).map((p) => p._id)).toContain(problemId);
  expect(await submitCodeThroughApi(request, learner, problemId, right)).toBe('Accepted');
});
