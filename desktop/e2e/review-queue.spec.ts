import { useSessionToken } from './support/accounts.ts';
import { submitSolution } from './support/progress.ts';
import { expect, test } from './support/solving.ts';

test('a solved problem comes up for review when the schedule says; its rating can be changed', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(120_000);
  expect(await submitSolution(request, learner, 'two-sum')).toBe('Accepted');
  await useSessionToken(page, learner.token);
  await page.goto('/review');
  const upcoming = page.getByTestId('review-upcoming');
  await expect(upcoming.getByTestId('review-card')).toHaveCount(1);
  await expect(upcoming).toContainText('Two Sum');
  await expect(page.getByTestId('review-due-today')).toContainText('Nothing is due today.');

  // Ten days later (the device's clock), it is due.
  await page.clock.install({ time: new Date(Date.now() + 10 * 86_400_000) });
  await page.reload();
  const due = page.getByTestId('review-overdue').or(page.getByTestId('review-due-today'));
  await expect(due.getByTestId('review-card').filter({ hasText: 'Two Sum' }).first()).toBeVisible();
  await expect(page.getByTestId('review-upcoming')).toContainText('Solve a problem');
});

test('the rating proposed at Accepted is changed with one click', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(120_000);
  expect(await submitSolution(request, learner, 'two-sum')).toBe('Accepted');
  await useSessionToken(page, learner.token);
  await page.goto('/problems/two-sum');
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await page.getByTestId('submission-row').first().click();
  const prompt = page.getByTestId('review-rating');
  await expect(prompt).toContainText('proposed Easy');
  await prompt.getByRole('button', { name: 'Hard' }).click();
  await expect(prompt.getByRole('button', { name: 'Hard' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(prompt).toContainText('rated Hard');
});

test('a note written beside the editor is found from the Review page', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(120_000);
  expect(await submitSolution(request, learner, 'two-sum')).toBe('Accepted');
  await useSessionToken(page, learner.token);
  await page.goto('/problems/two-sum');
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByLabel('Your note (private, Markdown)').fill('Keep a **complement map**.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await page.goto('/review');
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('complement');
  await expect(page.getByTestId('note-result')).toHaveCount(1);
  await expect(page.getByTestId('note-result')).toContainText('Two Sum');
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('heap');
  await expect(page.getByText('No note matches.')).toBeVisible();
});

test('the landing page shows the daily problem, the same as the API answers', async ({
  page,
  request,
}) => {
  const daily = (await (await request.get('/api/daily-problem?tz=UTC')).json()) as {
    problem: { name: string };
  };
  await page.clock.setFixedTime(new Date());
  await page.goto('/');
  await expect(page.getByTestId('daily-problem')).toBeVisible();
  const shown = await page.getByTestId('daily-problem').textContent();
  // The page asks in this browser's zone: the test browser runs in UTC unless told otherwise.
  expect(shown).toContain(daily.problem.name);
});
