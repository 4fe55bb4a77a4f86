import { authoringMessages } from '@zencode/shared/contract';
import { addAllSolutions, authorAddAllProblem, bearer, createAdmin } from './admin-helpers.ts';
import { uniqueName, useSessionToken } from './support/accounts.ts';
import { expect, test, useTheme } from './support/solving.ts';
import { seriousViolations } from './support/axe.ts';
import { submitCodeThroughApi } from './support/progress.ts';

const { right, wrong } = addAllSolutions;

test('a wrong case added to a published problem waits in a revision; learners keep the live one', async ({
  page,
  request,
  mailbox,
  learner,
}) => {
  test.setTimeout(180_000);
  const admin = await createAdmin(request, mailbox);
  const { id, name } = await authorAddAllProblem(request, admin, {
    title: 'Calm Sum',
    reference: right,
    publish: true,
  });
  await useSessionToken(page, admin.token);

  await page.goto(`/dashboard/problems/${encodeURIComponent(id)}`);
  await page.getByRole('tab', { name: 'Test cases' }).click();
  await page.getByLabel('New case input').fill('2\n2');
  await page.getByLabel('New case output').fill('5');
  await page.getByRole('button', { name: 'Add Testcase' }).click();
  await expect(page.getByTestId('testcase-item')).toHaveCount(3);
  const notice = page.getByTestId('revision-notice');
  await expect(notice).toContainText('Unpublished revision.');
  await expect(notice).toContainText('(validated)');
  // Not yet validated, the revision cannot be published, and the button says so.
  await expect(page.getByRole('button', { name: 'Publish revision' })).toBeDisabled();
  await expect(page.getByTestId('publish-blocker')).toHaveText(
    authoringMessages.publishValidationStale,
  );

  // Learners are still judged against the two validated cases.
  expect(await submitCodeThroughApi(request, learner, id, right)).toBe('Accepted');

  // Validating the revision fails; the live version stays.
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByTestId('validation-report')).toContainText('Validation failed', {
    timeout: 60_000,
  });
  // Publishing it is not offered: the button says why.
  const publishRevision = page.getByRole('button', { name: 'Publish revision' });
  await expect(publishRevision).toBeDisabled();
  await expect(publishRevision).toHaveAccessibleDescription(
    authoringMessages.publishValidationFailed,
  );

  // The dashboard shows both versions.
  await page.goto('/dashboard');
  await page.getByRole('searchbox', { name: 'Search problems' }).fill(name);
  const card = page.getByTestId('managed-problem').filter({ hasText: name });
  await expect(card).toContainText('Published');
  await expect(card.getByTestId('validation-state').first()).toHaveAttribute(
    'data-state',
    'passed',
  );
  await expect(card.getByTestId('revision-state')).toHaveAttribute('data-state', 'failed');
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search problems' }).fill(name);
    await expect(card.getByTestId('revision-state')).toBeVisible();
    expect(await seriousViolations(page), `dashboard, ${theme}`).toEqual([]);
  }

  // Fixing the case, validating and publishing the revision makes it live.
  await card.click();
  await page.getByRole('tab', { name: 'Test cases' }).click();
  const added = page.getByTestId('testcase-item').nth(2);
  await added.getByRole('button', { name: 'Edit case 3' }).click();
  await added.getByLabel('Case 3 output').fill('4');
  await added.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByTestId('validation-report')).toContainText('Validation passed', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Publish revision' }).click();
  await expect(
    page.getByText('Revision published: learners are judged against it now.'),
  ).toBeVisible();
  await expect(page.getByTestId('revision-notice')).toHaveCount(0);
  const cases = await request.get(`/api/testcases/problem/${id}`, { headers: bearer(admin) });
  expect(((await cases.json()) as { output: string }[]).map((c) => c.output)).toEqual([
    '3',
    '-3',
    '4',
  ]);
});

test('a failed validation reads as a failure at the top of the editor, in both themes', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request, mailbox);
  const { id } = await authorAddAllProblem(request, admin, {
    title: 'Calm Sum',
    reference: wrong,
    publish: false,
  });
  await useSessionToken(page, admin.token);
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.goto(`/dashboard/problems/${encodeURIComponent(id)}`);
    await page.getByRole('button', { name: 'Validate' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Validation failed' });
    await expect(banner).toBeVisible({ timeout: 60_000 });
    await expect(banner.locator('.lucide-circle-alert')).toBeVisible();
    await expect(banner.locator('.lucide-circle-check')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Validation failed' })).toHaveCount(0);
    expect(await seriousViolations(page), `editor, ${theme}`).toEqual([]);
  }
});

test('Create New Problem keeps its Code Template and offers the signature it declares', async ({
  page,
  request,
  mailbox,
}) => {
  const admin = await createAdmin(request, mailbox);
  await useSessionToken(page, admin.token);
  const name = `Template Sum ${uniqueName('t').username}`;
  const template = 'class Solution {\npublic:\n    int addAll(int a, int b) {\n        \n    }\n};';
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Problem' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Statement').fill('Add them.');
  await dialog.getByLabel('Code Template').fill(template);
  await expect(dialog.getByTestId('template-signature')).toHaveText(
    'addAll(a: integer, b: integer): integer',
  );
  await expect(
    dialog.getByRole('checkbox', { name: 'Use the signature this template declares' }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/problems\/[^/]+$/);
  const id = decodeURIComponent(page.url().split('/').pop()!);
  await page.getByRole('tab', { name: 'Signature' }).click();
  await expect(page.getByRole('textbox', { name: 'Signature' })).toContainText('"addAll"');
  await page.getByRole('tab', { name: 'Python' }).click();
  await expect(page.getByTestId('starter-python')).toContainText(
    'def addAll(self, a: int, b: int) -> int:',
  );
  // The template the admin wrote is the problem's Code Template still.
  const problem = await request.get(`/api/problems/${id}`, { headers: bearer(admin) });
  expect(((await problem.json()) as { code: string }).code).toBe(template);
});

test('at 390 px the problem editor shows every tab whole', async ({ page, request, mailbox }) => {
  const admin = await createAdmin(request, mailbox);
  const { id } = await authorAddAllProblem(request, admin, {
    title: 'Calm Sum',
    reference: right,
    publish: false,
  });
  await useSessionToken(page, admin.token);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.goto(`/dashboard/problems/${encodeURIComponent(id)}`);
    const tabs = page.getByRole('tablist').first();
    await expect(tabs.getByRole('tab', { name: 'Reference & validation' })).toBeVisible();
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // Nothing cut inside the tab either.
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }
    expect(await tabs.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.screenshot({ path: `test-results/admin-editor-390-${theme}.png` });
    expect(await seriousViolations(page), `editor at 390 px, ${theme}`).toEqual([]);
  }
});
