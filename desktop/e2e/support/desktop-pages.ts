import type { Page } from '@playwright/test';
import { desktopPageOrigin } from './desktop-harness.ts';
import { expect } from './solving.ts';

/** Signs in with e-mail and password on the desktop's sign-in page. */
export async function signInOnDesktop(page: Page, learner: { email: string; password: string }) {
  await page.goto(`${desktopPageOrigin}/signin`);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/signin/, { timeout: 20_000 });
}
