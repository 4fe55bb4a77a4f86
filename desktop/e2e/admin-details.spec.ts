import { addProblem, createAdmin } from './admin-helpers.ts';
import { uniqueName, useSessionToken } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test("an admin edits a problem's details and finds them saved after a reload", async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request, mailbox);
  const name = `Quiet Pond ${uniqueName('q').username}`;
  await useSessionToken(page, admin.token);
  await page.goto('/dashboard');
  await addProblem(page, { name, statement: 'Count the fish.', code: 'int main() {}' });
  // Create opens the new draft's editor.
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByLabel('Tags (comma-separated)').fill(' Math,  Counting ,');
  await page.getByLabel('Constraints (one per line)').fill('1 <= n <= 100\n\n0 <= fish <= 10');
  await page.getByLabel('Time limit per case (ms)').fill('1500');
  await page.getByLabel('Memory limit (MB)').fill('128');
  await page.getByRole('button', { name: 'Add example' }).click();
  await page.getByLabel('Example 1 input').fill('3');
  await page.getByLabel('Example 1 output').fill('3');
  await page.getByRole('button', { name: 'Add example' }).click();
  await page.getByLabel('Example 2 input').fill('0');
  await page.getByRole('button', { name: 'Remove example 1' }).click();
  await expect(page.getByLabel('Example 1 input')).toHaveValue('0');
  await page.getByLabel('Example 1 output').fill('0');
  await page.getByLabel('Example 1 explanation').fill('No fish, no count.');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Tags (comma-separated)')).toHaveValue('Math, Counting');
  await expect(page.getByLabel('Constraints (one per line)')).toHaveValue(
    '1 <= n <= 100\n0 <= fish <= 10',
  );
  await expect(page.getByLabel('Time limit per case (ms)')).toHaveValue('1500');
  await expect(page.getByLabel('Memory limit (MB)')).toHaveValue('128');
  await expect(page.getByLabel('Example 1 input')).toHaveValue('0');
  await expect(page.getByLabel('Example 1 explanation')).toHaveValue('No fish, no count.');
  await expect(page.getByLabel('Example 2 input')).toHaveCount(0);
});
