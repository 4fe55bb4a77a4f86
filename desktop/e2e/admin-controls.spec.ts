import type { Page } from '@playwright/test';
import { authoringMessages } from '@zencode/shared/contract';
import { addAllSolutions, authorAddAllProblem, bearer, createAdmin } from './admin-helpers.ts';
import { useSessionToken } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/solving.ts';

const cppAddAll =
  'class Solution {\npublic:\n    int addAll(int a, int b) {\n        return a + b;\n    }\n};';

/** Screenshots in both themes, switched in place so an open dialog or a typed text stays. */
async function screenshots(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      // The e2e files are typed for Node, so the page's document is named by its shape.
      const { documentElement } = (
        globalThis as unknown as {
          document: {
            documentElement: {
              classList: { toggle(name: string, on: boolean): void };
              style: { colorScheme: string };
            };
          };
        }
      ).document;
      documentElement.classList.toggle('dark', value === 'dark');
      documentElement.style.colorScheme = value;
    }, theme);
    // The buttons ease into the other theme's colours: axe must read the colours they end on.
    await page.waitForFunction(
      () =>
        (
          globalThis as unknown as { document: { getAnimations(): unknown[] } }
        ).document.getAnimations().length === 0,
    );
    await page.screenshot({ path: `test-results/${name}-${theme}.png` });
    expect(await seriousViolations(page), `${name}, ${theme}`).toEqual([]);
  }
}

test('the Edit Problem dialog of a live problem says what goes live and what needs a revision', async ({
  page,
  request,
  mailbox,
  learner,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request, mailbox);
  const { id, name } = await authorAddAllProblem(request, admin, {
    title: 'Still Sum',
    reference: addAllSolutions.right,
    publish: true,
  });
  await useSessionToken(page, admin.token);
  await page.goto('/dashboard');
  await page.getByRole('searchbox', { name: 'Search problems' }).fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Name, statement, Code Template and difficulty change for learners as soon as you save.',
  );
  await expect(dialog).toContainText(
    'Test cases, signature, limits, checker and reference solutions change only through a revision',
  );
  await expect(dialog).not.toContainText(
    'Changes are visible to learners as soon as they are saved',
  );
  await screenshots(page, 'admin-edit-dialog');

  // What it says holds: the statement is live at once, and no revision was opened.
  await dialog.getByLabel('Statement').fill('Return the sum of **a** and **b**.');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toHaveCount(0);
  const seen = await request.get(`/api/problem-details/full/${id}`, { headers: bearer(learner) });
  expect(((await seen.json()) as { problem: { statement: string } }).problem.statement).toBe(
    'Return the sum of **a** and **b**.',
  );
  const authoring = await request.get(`/api/problems/${id}/authoring`, { headers: bearer(admin) });
  expect(((await authoring.json()) as { revision: unknown }).revision).toBeNull();

  // The judged fields are one link away, in the problem editor.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await dialog.getByRole('link', { name: 'problem editor' }).click();
  await expect(page).toHaveURL(`/dashboard/problems/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the reference picker starts with no language and names the language pasted code is in', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request, mailbox);
  const { id } = await authorAddAllProblem(request, admin, { title: 'Still Sum', publish: false });
  await useSessionToken(page, admin.token);
  await page.goto(`/dashboard/problems/${encodeURIComponent(id)}`);

  // Not validated yet: Publish is off, and says why.
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(authoringMessages.publishNeedsValidation);

  await page.getByRole('tab', { name: 'Reference & validation' }).click();
  const picker = page.getByRole('combobox', { name: 'Reference solution' });
  await expect(picker).toHaveText('Choose a language');
  const save = page.getByRole('button', { name: 'Save reference' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(
    'Choose the language this reference is written in.',
  );

  // Pasted C++ is recognised, offered as C++, and kept when the language is chosen.
  const code = page.getByLabel('Reference code');
  await code.fill(cppAddAll);
  const mismatch = page.getByTestId('reference-language-mismatch');
  await expect(mismatch).toHaveText(/This code looks like C\+\+\./);
  await screenshots(page, 'admin-reference-unchosen');
  await mismatch.getByRole('button', { name: 'Use C++' }).click();
  await expect(picker).toHaveText('C++');
  await expect(code).toHaveValue(cppAddAll);
  await expect(mismatch).toHaveCount(0);
  await save.click();
  await expect(page.getByText('Reference saved.')).toBeVisible();
  const saved = await request.get(`/api/problems/${id}/authoring`, { headers: bearer(admin) });
  expect(
    ((await saved.json()) as { referenceSolution: Record<string, string> }).referenceSolution,
  ).toEqual({ cpp: cppAddAll });

  // Every other language opens on its own starter code, with no warning.
  for (const language of ['Python', 'Java', 'Go', 'TypeScript', 'JavaScript', 'C']) {
    await picker.click();
    await page.getByRole('option', { name: language, exact: true }).click();
    await expect(code).not.toHaveValue('');
    await expect(mismatch, `${language} starter`).toHaveCount(0);
  }

  // C++ pasted under Python is called what it is.
  await picker.click();
  await page.getByRole('option', { name: 'Python', exact: true }).click();
  await code.fill(cppAddAll);
  await expect(mismatch).toHaveText(/This code looks like C\+\+, not Python\./);
  await page.setViewportSize({ width: 390, height: 844 });
  await mismatch.scrollIntoViewIfNeeded();
  await screenshots(page, 'admin-reference-mismatch-390');
});
