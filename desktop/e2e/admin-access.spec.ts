import { messages } from '@zencode/shared/contract';
import { createAdmin, bearer } from './admin-helpers.ts';
import { createAccount, useSessionToken } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('admin access', () => {
  test('a visitor is sent to sign in from /dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a learner sees Not Authorized on every admin page and 403 from every admin route', async ({
    page,
    request,
    mailbox,
  }) => {
    const learner = await createAccount(request, mailbox, 'learner');
    await useSessionToken(page, learner.token);
    for (const path of ['/dashboard', '/dashboard/problems/two-sum']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: messages.notAuthorizedTitle })).toBeVisible();
      await expect(page.getByText(messages.notAuthorizedBody)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add Problem' })).toHaveCount(0);
    }
    await page.goto('/problems');
    await expect(page.getByTestId('problem-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Problem' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload Multiple' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    const calls: [string, string, unknown?][] = [
      ['POST', '/api/problems', { name: 'Sneaky', statement: 's', code: 'c' }],
      ['PUT', '/api/problems/two-sum', { name: 'Mine Now' }],
      ['DELETE', '/api/problems/two-sum'],
      ['POST', '/api/problems/bulk', [{ name: 'Sneaky', statement: 's', code: 'c' }]],
      ['GET', '/api/problems/manage'],
      ['GET', '/api/problems/export'],
      ['GET', '/api/problems/two-sum/authoring'],
      ['POST', '/api/problems/two-sum/validate'],
      ['POST', '/api/problems/two-sum/publish'],
      ['PUT', '/api/problem-details/two-sum', { constraints: [] }],
      ['POST', '/api/testcases', { problemId: 'two-sum', input: '[1]\n1', output: '[0]' }],
      ['GET', '/api/testcases'],
    ];
    for (const [method, url, data] of calls) {
      const response = await request.fetch(url, { method, data, headers: bearer(learner) });
      expect([url, response.status()]).toEqual([url, 403]);
    }
  });

  test('an admin gets Add Problem, Upload Multiple, Edit and Delete in the problem list', async ({
    page,
    request,
    mailbox,
  }) => {
    const admin = await createAdmin(request, mailbox);
    await useSessionToken(page, admin.token);
    await page.goto('/problems');
    await expect(page.getByRole('button', { name: 'Add Problem' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Multiple' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Two Sum' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Two Sum' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: messages.editProblemTitle })).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Two Sum');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
