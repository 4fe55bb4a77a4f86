import type { Page } from '@playwright/test';
import { interviewSessionSchema, type InterviewSession } from '@zencode/shared/contract';
import { type TestAccount, useSessionToken } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import {
  catalogSolution,
  chooseLanguage,
  editorText,
  expect,
  replaceEditorCode,
  showPhonePane,
  test,
  useTheme,
} from './support/solving.ts';

const countdown = (page: Page) => page.getByRole('timer', { name: 'Time left' });
/** The page once the route change's overlay (800 ms) has gone, so axe and a screenshot see it. */
const settled = (page: Page) => expect(page.getByTestId('navigation-overlay')).toHaveCount(0);
const problemHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 1, exact: true });

/** The session as the server holds it, read with the learner's own token. */
async function readSession(
  page: Page,
  learner: TestAccount,
  id: string,
): Promise<InterviewSession> {
  const response = await page.request.get(`/api/interview/sessions/${id}`, {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  expect(response.status()).toBe(200);
  return interviewSessionSchema.parse(await response.json());
}

/** Signs the learner in, starts the 45-minute two-problem format and waits for its screen. */
async function startPair(page: Page, learner: TestAccount): Promise<InterviewSession> {
  await useSessionToken(page, learner.token);
  await page.goto('/interview');
  await expect(page.getByRole('heading', { name: 'Interview', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('radio', { name: /45 minutes, two problems/ })).toBeChecked();
  await page.getByRole('button', { name: 'Start the session' }).click();
  await expect(page).toHaveURL(/\/interview\/[0-9a-f-]{36}\/solve$/, { timeout: 20_000 });
  const id = /\/interview\/([0-9a-f-]{36})\/solve/.exec(page.url())![1]!;
  const session = await readSession(page, learner, id);
  expect(session.problems).toHaveLength(2);
  await expect(problemHeading(page, session.problems[0]!.name)).toBeVisible({ timeout: 20_000 });
  await showPhonePane(page, 'code');
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  return session;
}

/**
 * The Python reference solution of a drawn problem, ending in a short comment: the paste is
 * checked by its last line, and a long one would wrap in the editor.
 */
const reference = (problemId: string) =>
  `${catalogSolution(problemId, 'reference', 'python').trimEnd()}\n# my last line\n`;

test('a two-problem session: no difficulty nor help, the countdown, a solve, End, the report', async ({
  page,
  learner,
}) => {
  test.setTimeout(240_000);
  const session = await startPair(page, learner);
  const [first, second] = session.problems;

  // The countdown counts down from the server's 45 minutes.
  await expect(countdown(page)).toBeVisible();
  await expect(countdown(page)).toHaveText(/^4[45]:\d\d/);
  // What an interviewer would not give: difficulty, tags, hints, editorial, notes, submissions,
  // the AI review, the problem list.
  for (const difficulty of ['Easy', 'Medium', 'Hard'])
    await expect(page.getByText(difficulty, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
  for (const tab of ['Editorial', 'Notes', 'Submissions'])
    await expect(page.getByRole('tab', { name: tab })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Hints' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Debug' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toggle problems sidebar' })).toHaveCount(0);
  // The countdown can be hidden, and comes back.
  await page.getByRole('button', { name: 'Hide the time left' }).click();
  await expect(page.getByTestId('interview-countdown')).toHaveClass(/sr-only/);
  await page.getByRole('button', { name: 'Show the time left' }).click();
  await expect(page.getByTestId('interview-countdown')).not.toHaveClass(/sr-only/);

  // Solve the first problem: one Run, one submission.
  await chooseLanguage(page, 'python');
  await replaceEditorCode(page, reference(first!.problemId));
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('run-case').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('submission-verdict')).toHaveText('Accepted', { timeout: 90_000 });
  // The review rating is the session's to propose, not asked here.
  await expect(page.getByTestId('review-rating')).toHaveCount(0);

  // Problems can be moved between freely.
  await page.getByRole('link', { name: `Problem 2: ${second!.name}` }).click();
  await expect(problemHeading(page, second!.name)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\?problem=2$/);

  // Ending early asks once; Keep going changes nothing.
  await page.getByRole('button', { name: 'End', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'End the session now?' });
  await dialog.getByRole('button', { name: 'Keep going' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(countdown(page)).toBeVisible();
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await dialog.getByRole('button', { name: 'End session' }).click();

  await expect(page).toHaveURL(new RegExp(`/interview/${session.id}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Interview report', level: 1 })).toBeVisible();
  await expect(page.getByTestId('interview-summary')).toContainText(
    'You solved 1 of 2 problems. 1 was never submitted.',
  );
  const cards = page.getByTestId('interview-problem-report');
  await expect(cards).toHaveCount(2);
  const solved = cards.filter({ hasText: first!.name });
  await expect(solved.locator('[data-verdict]')).toHaveText('Accepted');
  await expect(solved.getByText('Submissions').locator('..')).toContainText('1');
  await expect(solved.getByText('Runs').locator('..')).toContainText('1');
  await expect(solved.getByText('First Run').locator('..')).toContainText(/after \d+/);
  await expect(cards.filter({ hasText: second!.name })).toContainText('Never submitted');

  // The report is read from what the server recorded.
  const stored = await readSession(page, learner, session.id);
  expect(stored.report?.problems[0]).toMatchObject({
    verdict: 'Accepted',
    runs: 1,
    submissions: 1,
  });

  // Kept on the account: the Interview page lists it with its report.
  await page.getByRole('link', { name: 'Start another' }).click();
  const history = page.getByTestId('interview-history');
  await expect(history).toContainText('1 of 2 solved');
  await expect(page.getByRole('button', { name: 'Start the session' })).toBeVisible();
});

test('a reload resumes the session on its problem with the draft; the time running out ends it', async ({
  page,
  learner,
}) => {
  test.setTimeout(240_000);
  // The page's clock is Playwright's, flowing as the real one until moved below.
  await page.clock.install();
  const session = await startPair(page, learner);
  const second = session.problems[1]!;
  await page.getByRole('link', { name: `Problem 2: ${second.name}` }).click();
  await expect(problemHeading(page, second.name)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  await chooseLanguage(page, 'python');
  // The first line tells this draft from the starter code, and stays in view after the reload.
  const marker = '# kept across the reload';
  const code = `${marker}\n${reference(second.problemId)}`;
  await replaceEditorCode(page, code);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/interview/${session.id}/solve\\?problem=2$`));
  await expect(problemHeading(page, second.name)).toBeVisible({ timeout: 20_000 });
  await expect(countdown(page)).toHaveText(/^4[45]:\d\d/);
  await expect(editorText(page)).toContainText(marker, { timeout: 20_000 });

  // The Interview page offers the running session instead of a new one.
  await page.goto('/interview');
  await page.getByRole('link', { name: 'Resume the session' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/${session.id}/solve$`));
  await expect(countdown(page)).toBeVisible({ timeout: 20_000 });

  // 45 minutes pass: the session ends by itself, and the draft left on problem 2 is submitted.
  await page.clock.fastForward('45:05');
  await expect(page).toHaveURL(new RegExp(`/interview/${session.id}$`), { timeout: 30_000 });
  const cards = page.getByTestId('interview-problem-report');
  const drafted = cards.filter({ hasText: second.name });
  await expect(drafted.locator('[data-verdict]')).toHaveText('Accepted', { timeout: 90_000 });
  await expect(drafted.getByText('Submissions').locator('..')).toContainText('1');
  await expect(page.getByTestId('interview-summary')).toContainText('You solved 1 of 2 problems.');
});

test('at 390 px the session bar fits: problems, Run, Submit, the countdown and End', async ({
  page,
  learner,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await startPair(page, learner);
  for (const name of ['Run', 'Submit', 'End'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(countdown(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Problem 2: / })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: test.info().outputPath('interview-phone.png') });
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  // Moving between the problems stays on the page's width too.
  await page.getByRole('link', { name: /^Problem 2: / }).click();
  await expect(page).toHaveURL(/\?problem=2$/);
  await settled(page);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing critical or serious on the start page, the session and the report, ${theme} theme`, async ({
    page,
    learner,
  }) => {
    test.setTimeout(180_000);
    await useTheme(page, theme);
    await useSessionToken(page, learner.token);
    await page.goto('/interview');
    await expect(page.getByRole('button', { name: 'Start the session' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('radio', { name: /Custom/ }).check();
    // Bad input says what is wrong and starts nothing.
    await page.getByLabel('Length (minutes)').fill('5');
    await page.getByRole('button', { name: 'Start the session' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The length must be a whole number of minutes from 10 to 180.',
    );
    await expect(page).toHaveURL(/\/interview$/);
    await settled(page);
    await page.screenshot({ path: test.info().outputPath(`interview-start-${theme}.png`) });
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

    await page.getByRole('radio', { name: /45 minutes, two problems/ }).check();
    await page.getByRole('button', { name: 'Start the session' }).click();
    await expect(countdown(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
      timeout: 30_000,
    });
    await settled(page);
    await page.screenshot({ path: test.info().outputPath(`interview-session-${theme}.png`) });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'End the session now?' })
      .getByRole('button', { name: 'End session' })
      .click();
    await expect(page.getByRole('heading', { name: 'Interview report', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('interview-summary')).toContainText('You solved 0 of 2');
    await settled(page);
    await page.screenshot({ path: test.info().outputPath(`interview-report-${theme}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
