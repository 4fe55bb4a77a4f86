import { messages } from '@zencode/shared/contract';
import type { Page } from '@playwright/test';
import { addProblem, createAdmin, fillProblemDialog } from './admin-helpers.ts';
import { uniqueName, useSessionToken } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('managed-problem').first()).toBeVisible();
}

test.describe('dashboard', () => {
  test.beforeEach(async ({ page, request, mailbox }) => {
    const admin = await createAdmin(request, mailbox);
    await useSessionToken(page, admin.token);
  });

  test('lists every problem, searches, and switches between grid and list', async ({ page }) => {
    await openDashboard(page);
    // Admins reach the dashboard from the top bar.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('aria-current', 'page');
    // ...and from the user menu, beside the compiler.
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Compiler' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tab', { name: 'Grid View' })).toHaveAttribute(
      'data-state',
      'active',
    );
    await page.getByRole('searchbox', { name: 'Search problems' }).fill('ROMAN TO');
    await expect(page.getByTestId('managed-problem')).toHaveCount(1);
    await expect(page.getByTestId('managed-problem')).toContainText('Roman to Integer');
    await page.getByRole('tab', { name: 'List View' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Roman to Integer' })).toBeVisible();
  });

  test('creates, edits and deletes a problem through the create, edit and delete dialogs', async ({
    page,
  }) => {
    const name = `Quiet Pond ${uniqueName('p').username}`;
    await openDashboard(page);
    await page.getByRole('button', { name: 'Add Problem' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: messages.createProblemTitle })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Difficulty' })).toHaveText('Medium');
    const create = dialog.getByRole('button', { name: 'Create' });
    // A grey Create says what it still needs, beside it and to a screen reader.
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(
      'Still needed: Name, Statement, Code Template.',
    );
    await dialog.getByLabel('Name').fill(name);
    await expect(create).toHaveAccessibleDescription('Still needed: Statement, Code Template.');
    // The Code Template's hint reads as a hint, not as code one could take for a template.
    const template = dialog.getByLabel('Code Template');
    await expect(template).toHaveAttribute('placeholder', /^What learners start from: /);
    expect(await template.getAttribute('placeholder')).not.toMatch(/[{};]/);
    await fillProblemDialog(page, {
      name,
      statement: 'Count the ripples.',
      code: 'int main() { return 0; }',
    });
    await expect(dialog.getByText(/^Still needed/)).toHaveCount(0);
    await expect(create).toBeEnabled();
    await create.click();
    await expect(dialog).toHaveCount(0);
    // The new draft opens in its editor rather than somewhere in a long grid.
    await expect(page).toHaveURL(/\/dashboard\/problems\/[^/]+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.goBack();
    await page.getByRole('searchbox', { name: 'Search problems' }).fill(name);
    const card = page.getByTestId('managed-problem').filter({ hasText: name });
    await expect(card).toContainText('Draft');

    // The same name again: the failure shows in the dialog.
    await addProblem(page, { name, statement: 'Again.', code: 'x' });
    await expect(dialog.getByRole('alert')).toContainText(messages.createProblemFailed);
    // Clicking outside closes it.
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog.getByRole('heading', { name: messages.editProblemTitle })).toBeVisible();
    // A draft is not in front of learners: the dialog does not claim changes show at once.
    await expect(dialog).toContainText('This problem is a draft');
    await expect(dialog).not.toContainText('visible to learners as soon as');
    await dialog.getByLabel('Statement').fill('Count every ripple, twice.');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText('Count every ripple, twice.');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(dialog).toContainText(messages.deleteProblemConfirm);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toHaveCount(0);
  });

  test('a problem created while the list is still loading shows once it has loaded', async ({
    page,
  }) => {
    // The dashboard's first list read leaves before Create and answers after it: its answer
    // lacks the new problem. After Create the dashboard must read the list again, not take it.
    const name = `Late Tide ${uniqueName('l').username}`;
    let created!: () => void;
    const createAnswered = new Promise<void>((resolve) => (created = resolve));
    let firstRead = true;
    await page.route('**/api/problems/manage', async (route) => {
      if (!firstRead) return route.fallback();
      firstRead = false;
      const beforeCreate = await route.fetch();
      await createAnswered;
      // A read the page gave up on cannot be answered any more.
      await route.fulfill({ response: beforeCreate }).catch(() => undefined);
    });
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/api/problems')) {
        created();
      }
    });
    await page.goto('/dashboard');
    await addProblem(page, {
      name,
      statement: 'Wait for the tide.',
      code: 'int main() { return 0; }',
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    // Back on the dashboard, the list read after Create has it, not the one that answered late.
    await page.goBack();
    await page.getByRole('searchbox', { name: 'Search problems' }).fill(name);
    const card = page.getByTestId('managed-problem').filter({ hasText: name });
    await expect(card).toContainText('Draft');
    await expect(page.getByText(/problems, [1-9]\d* drafts?\./)).toBeVisible();
  });

  test('bulk upload shows the exact message for each invalid input, then uploads', async ({
    page,
  }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'Upload Multiple' }).click();
    const dialog = page.getByRole('dialog');
    const textarea = dialog.getByLabel('Problems (JSON array)');
    const upload = dialog.getByRole('button', { name: 'Upload' });
    const name = `Bulk Breeze ${uniqueName('b').username}`;
    const problem = {
      name,
      statement: 'Print the sum.',
      code: 'int main() {}',
      difficulty: 'Easy',
    };
    const invalid: [string, string | RegExp][] = [
      ['[{"name": "half', /^Invalid JSON: .+/],
      [JSON.stringify(problem), `${messages.invalidJsonPrefix}${messages.bulkNotArray}`],
      [
        JSON.stringify([{ ...problem, testcases: { input: '1', output: '1' } }]),
        `${messages.invalidJsonPrefix}${messages.bulkTestcasesNotArray}`,
      ],
      [
        JSON.stringify([{ ...problem, testcases: [{ input: '1 2' }] }]),
        `${messages.invalidJsonPrefix}${messages.bulkTestcaseIncomplete}`,
      ],
      [
        JSON.stringify([{ ...problem, testcases: [{ input: '', output: '3' }] }]),
        `${messages.invalidJsonPrefix}${messages.bulkTestcaseIncomplete}`,
      ],
    ];
    for (const [text, message] of invalid) {
      await textarea.fill(text);
      await upload.click();
      await expect(dialog.getByRole('alert')).toHaveText(message);
    }
    // The server refuses what the product's rules let through: the product's failure message.
    await textarea.fill(JSON.stringify([{ ...problem, name: 'Two Sum' }]));
    await upload.click();
    await expect(dialog.getByRole('alert')).toContainText(messages.uploadProblemsFailed);

    await textarea.fill(
      JSON.stringify([{ ...problem, testcases: [{ input: '1 2', output: '3', isPublic: true }] }]),
    );
    await upload.click();
    await expect(dialog.getByRole('status')).toHaveText(messages.problemsUploaded);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('managed-problem').filter({ hasText: name })).toContainText(
      '1 case',
    );
  });
});
