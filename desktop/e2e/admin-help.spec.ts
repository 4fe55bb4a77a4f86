import { addProblem, createAdmin } from './admin-helpers.ts';
import { uniqueName, useSessionToken } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { useTheme } from './support/solving.ts';
import { seriousViolations } from './support/axe.ts';

const editorial = `## Idea

Count each colour once.

## Approach

1. Walk the list.
2. Keep a count per colour.

## Complexity

- Time: O(n), one pass.
- Space: O(k), one counter per colour.`;

test("an admin edits a problem's hints, editorial, pattern and similar problems", async ({
  page,
  request,
  mailbox,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request, mailbox);
  const name = `Lotus Count ${uniqueName('l').username}`;
  await useTheme(page, 'light');
  await useSessionToken(page, admin.token);
  await page.goto('/dashboard');
  await addProblem(page, { name, statement: 'Count the lotus.', code: 'int main() {}' });
  // Create opens the new draft's editor.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('tab', { name: 'Hints & editorial' }).click();

  await page.getByLabel('Pattern').click();
  await page.getByRole('option', { name: 'Arrays & Hashing' }).click();
  await page.getByLabel('Hint 1').fill('Count something.');
  await page.getByLabel('Hint 2').fill('Use a hash map from colour to count.');
  await page
    .getByLabel('Similar problems (ids, comma-separated, at most 4)')
    .fill('two-sum, no-such');
  await page.getByLabel(/^Editorial/).fill('## Idea\n\nJust count.');
  await page.getByRole('button', { name: 'Save help' }).click();
  // The server names what is wrong; nothing is saved.
  await expect(page.getByText(/editorial: its headings must be exactly/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath('admin-help-error-light.png'),
    fullPage: true,
  });

  await page.getByLabel(/^Editorial/).fill(editorial);
  await page.getByRole('button', { name: 'Save help' }).click();
  await expect(page.getByText('similar: no problem no-such.')).toBeVisible();
  await page.getByLabel('Similar problems (ids, comma-separated, at most 4)').fill('two-sum');
  await page.getByRole('button', { name: 'Save help' }).click();
  await expect(page.getByText('Help saved.')).toBeVisible();

  await useTheme(page, 'dark');
  await page.reload();
  await page.getByRole('tab', { name: 'Hints & editorial' }).click();
  await expect(page.getByLabel('Hint 2')).toHaveValue('Use a hash map from colour to count.');
  await expect(page.getByLabel('Hint 3')).toHaveValue('');
  await expect(page.getByLabel('Similar problems (ids, comma-separated, at most 4)')).toHaveValue(
    'two-sum',
  );
  await expect(page.getByLabel(/^Editorial/)).toHaveValue(editorial);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('admin-help-dark.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('admin-help-390.png'), fullPage: true });
});
