import type { BrowserContext, Page } from '@playwright/test';
import { offlineCalls } from '../../preload/offline-contract.ts';
import { desktopPageOrigin, startDesktopHarness, type DesktopHarness } from './desktop-harness.ts';
import { expect, test } from './solving.ts';

/**
 * Starts one desktop harness before the calling spec file's tests and closes it after them;
 * `started` receives it for the file's tests and helpers.
 */
export function useDesktopHarness(started: (desktop: DesktopHarness) => void) {
  let desktop: DesktopHarness | undefined;
  test.beforeAll(async () => {
    desktop = await startDesktopHarness();
    started(desktop);
  });
  test.afterAll(async () => {
    await desktop?.close();
  });
}

/** Signs in with e-mail and password on the desktop's sign-in page. */
export async function signInOnDesktop(page: Page, learner: { email: string; password: string }) {
  await page.goto(`${desktopPageOrigin}/signin`);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/signin/, { timeout: 20_000 });
}

/** Opens a problem in the desktop page and waits for its heading and editor (slow on a busy machine). */
export async function openProblemOnDesktop(page: Page, problemId: string, title: string) {
  await page.goto(`${desktopPageOrigin}/problems/${problemId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
}

/** Opens the desktop page with the server up and nobody signed in (a last test may have signed in). */
export async function startSignedOutOnDesktop(
  desktop: DesktopHarness,
  page: Page,
  context: BrowserContext,
) {
  await desktop.services.invoke(offlineCalls.sessionWrite.channel, [null]);
  await desktop.serverUp();
  await desktop.attach(context, page);
}
