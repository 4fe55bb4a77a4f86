import type { Page } from '@playwright/test';
import { useSessionToken } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import {
  chooseLanguage,
  expect,
  openTwoSum,
  replaceEditorCode,
  test,
  useTheme,
} from './support/solving.ts';
import { twoSumStoresFirstPython } from '../../shared/src/judge/replay/two-sum-bug.ts';

const storesFirst = twoSumStoresFirstPython;

const panel = (page: Page) => page.getByTestId('replay-panel');
const position = (page: Page) => page.getByTestId('replay-position');
const variable = (page: Page, name: string) =>
  panel(page).locator(`[data-testid="replay-variable"][data-name="${name}"]`);

/** Opens Two Sum in Python with the bug, runs it, and waits for Case 2 to come back wrong. */
async function runTheBug(page: Page) {
  await chooseLanguage(page, 'python');
  await replaceEditorCode(page, storesFirst);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const secondCase = page.getByTestId('run-case').nth(1);
  await expect(secondCase).toHaveAttribute('data-verdict', 'Wrong', { timeout: 90_000 });
}

/** Waits for the recording of a case to be on show at its first step. */
async function waitForTrace(page: Page) {
  await expect(position(page)).toContainText('Step 1 of', { timeout: 90_000 });
}

test.describe('Replay', () => {
  test.describe.configure({ timeout: 240_000 });

  test('Run fails a case, Replay steps through it and marks what each step changed', async ({
    page,
    learner,
  }) => {
    await openTwoSum(page, learner);
    await runTheBug(page);
    await page.getByRole('button', { name: 'Replay Case 2' }).click();
    await expect(page.getByRole('tab', { name: 'Replay', selected: true })).toBeVisible();
    await waitForTrace(page);
    await expect(panel(page)).toContainText('Case 2');

    // Step forward to the look-up of the first number: line 6, right after line 5 stored it.
    for (let press = 0; press < 12; press += 1) {
      if ((await position(page).textContent())?.endsWith('line 6')) break;
      await panel(page).getByRole('button', { name: 'Next step' }).click();
    }
    await expect(position(page)).toHaveText(/· line 6$/);
    await expect(variable(page, 'x')).toContainText('3');
    await expect(variable(page, 'seen')).toContainText('{3: 0}');
    await expect(variable(page, 'seen')).toHaveAttribute('data-changed', 'true');
    await expect(variable(page, 'seen')).toContainText('changed');
    await expect(variable(page, 'x')).not.toHaveAttribute('data-changed', 'true');
    // The editor marks the line about to run, and the panel shows its text.
    await expect(page.getByTestId('code-editor').locator('.zc-replay-line')).toHaveCount(1);
    await expect(panel(page)).toContainText('if target - x in seen:');

    // Back one step: line 5, where seen was still empty.
    await panel(page).getByRole('button', { name: 'Previous step' }).click();
    await expect(position(page)).toHaveText(/· line 5$/);
    await expect(variable(page, 'seen')).toContainText('{}');

    // The end: the answer against the expected one.
    await panel(page).getByRole('button', { name: 'Last step' }).click();
    await expect(page.getByTestId('replay-outcome')).toContainText('[0,0]');
    await expect(page.getByTestId('replay-outcome')).toContainText('Wrong on this case.');

    // Editing the code says the recording no longer matches; Replay again records it anew.
    await page.getByTestId('code-editor').locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n# edited');
    await expect(panel(page)).toContainText('Your code changed since this recording');
    await panel(page).getByRole('button', { name: 'Replay again' }).click();
    await waitForTrace(page);
    await expect(panel(page)).not.toContainText('Your code changed since this recording');

    await panel(page).getByRole('button', { name: 'Close Replay' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Description', selected: true })).toBeVisible();
    await expect(page.getByTestId('code-editor').locator('.zc-replay-line')).toHaveCount(0);
  });

  test('the stepper works from the keyboard alone, each step said for screen readers', async ({
    page,
    learner,
  }) => {
    await openTwoSum(page, learner);
    await runTheBug(page);
    // From the Results tab, Tab reaches the case's Replay button.
    await page.getByRole('tab', { name: 'Results' }).focus();
    const replayButton = page.getByRole('button', { name: 'Replay Case 2' });
    for (let press = 0; press < 40; press += 1) {
      if (await replayButton.evaluate((element) => element.matches(':focus'))) break;
      await page.keyboard.press('Tab');
    }
    await expect(replayButton).toBeFocused();
    await page.keyboard.press('Enter');
    await waitForTrace(page);
    // The keyboard lands on the step slider.
    const slider = panel(page).getByRole('slider', { name: 'Step' });
    await expect(slider).toBeFocused();

    const announcement = page.getByTestId('replay-announcement');
    for (let press = 0; press < 12; press += 1) {
      if ((await position(page).textContent())?.endsWith('line 6')) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(announcement).toHaveText('line 6, seen changed to {3: 0}');
    await expect(slider).toHaveAttribute('aria-valuetext', /^Step \d+ of \d+, line 6$/);
    await page.keyboard.press('ArrowLeft');
    await expect(announcement).toHaveText('line 5, i = 0, x = 3');
    await page.keyboard.press('End');
    await expect(page.getByTestId('replay-outcome')).toContainText('Wrong on this case.');
    await page.keyboard.press('Home');
    await expect(position(page)).toContainText('Step 1 of');

    // "Next change" of a variable, reached with Tab: from the start, seen's next value is {}.
    const nextChange = panel(page).getByRole('button', { name: 'Next change of seen' });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    for (let press = 0; press < 30; press += 1) {
      if (await nextChange.evaluate((element) => element.matches(':focus'))) break;
      await page.keyboard.press('Tab');
    }
    await expect(nextChange).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(announcement).toHaveText('line 6, seen changed to {3: 0}');
  });

  test('at phone width the stepper fits and steps', async ({ page, learner }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openTwoSum(page, learner);
    await runTheBug(page);
    await page.getByRole('button', { name: 'Replay Case 2' }).click();
    await waitForTrace(page);
    await expect(panel(page)).toBeInViewport();
    for (let press = 0; press < 12; press += 1) {
      if ((await position(page).textContent())?.endsWith('line 6')) break;
      await panel(page).getByRole('button', { name: 'Next step' }).click();
    }
    await expect(variable(page, 'seen')).toHaveAttribute('data-changed', 'true');
    await page.screenshot({ path: test.info().outputPath('replay-390.png') });
    // The page never scrolls sideways: the stepper and the tab bar fit a phone.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing critical or serious in the stepper, ${theme} theme`, async ({
      page,
      learner,
    }) => {
      await useTheme(page, theme);
      await openTwoSum(page, learner);
      await runTheBug(page);
      await page.getByRole('button', { name: 'Replay Case 2' }).click();
      await waitForTrace(page);
      await panel(page).getByRole('button', { name: 'Next step' }).click();
      await panel(page).getByRole('button', { name: 'Next step' }).click();
      await page.screenshot({ path: test.info().outputPath(`replay-${theme}.png`) });
      expect(await seriousViolations(page, { include: '[data-testid="replay-panel"]' })).toEqual(
        [],
      );
    });
  }

  test('the online compiler replays the open file on its stdin, printed output included', async ({
    page,
    learner,
  }) => {
    await useSessionToken(page, learner.token);
    await page.goto('/compiler');
    await expect(page.getByTestId('compiler-editor').locator('.monaco-editor')).toBeVisible({
      timeout: 30_000,
    });
    await chooseLanguage(page, 'python');
    await replaceEditorCode(
      page,
      'total = 0\nfor word in input().split():\n    total += int(word)\n    print(total)\n',
      'compiler-editor',
    );
    await page.getByLabel('Input (stdin)').fill('4 5 6\n');
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await waitForTrace(page);
    await expect(panel(page)).toContainText('main');
    await panel(page).getByRole('button', { name: 'Last step' }).click();
    await expect(panel(page)).toContainText('Printed so far');
    await expect(panel(page)).toContainText('4\n9\n15');
    await expect(variable(page, 'total')).toContainText('15');
    await expect(page.getByTestId('replay-outcome')).toContainText('15');
    await expect(page.getByTestId('compiler-editor').locator('.zc-replay-line')).toHaveCount(1);
    // Closing the stepper brings back the input and the console.
    await panel(page).getByRole('button', { name: 'Close Replay' }).click();
    await expect(page.getByLabel('Input (stdin)')).toHaveValue('4 5 6\n');
  });
});
