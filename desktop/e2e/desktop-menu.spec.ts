import type { Page } from '@playwright/test';
import { useSessionToken } from './support/accounts.ts';
import { startDesktopAppServer } from './support/desktop-app-server.ts';
import {
  catalogSolution,
  chooseLanguage,
  expect,
  replaceEditorCode,
  test,
} from './support/solving.ts';

/**
 * The page as the desktop app shows it, with the preload's bridge standing in for the main
 * process: what the bridge was asked is recorded, and `emit` plays the main process's messages.
 */
interface Shell {
  signInStarts: string[];
  verdicts: { problemTitle: string; verdict: string }[];
  themes: string[];
  emit(channel: 'menu' | 'signIn', payload: unknown): void;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const listeners = {
      menu: new Set<(value: unknown) => void>(),
      signIn: new Set<(value: unknown) => void>(),
    };
    const subscribe =
      (set: Set<(value: unknown) => void>) => (listener: (value: unknown) => void) => {
        set.add(listener);
        return () => set.delete(listener);
      };
    const shell = {
      signInStarts: [] as string[],
      verdicts: [] as unknown[],
      themes: [] as string[],
      emit: (channel: 'menu' | 'signIn', payload: unknown) =>
        listeners[channel].forEach((listener) => listener(payload)),
    };
    Object.assign(globalThis, {
      shell,
      zencode: Object.freeze({
        platform: Object.freeze({ os: 'linux', electron: 'test', chrome: 'test' }),
        appVersion: 'test',
        menu: Object.freeze({ onCommand: subscribe(listeners.menu) }),
        signIn: Object.freeze({
          start: async (provider: string) => void shell.signInStarts.push(provider),
          onResult: subscribe(listeners.signIn),
        }),
        verdictArrived: async (verdict: unknown) => void shell.verdicts.push(verdict),
        chooseTheme: async (theme: string) => void shell.themes.push(theme),
      }),
    });
  });
});

/** What the page asked the bridge so far (read without eval: the page's CSP forbids it). */
const asked = (page: Page) =>
  page.evaluate(() => {
    const { signInStarts, verdicts, themes } = (globalThis as unknown as { shell: Shell }).shell;
    return { signInStarts, verdicts, themes };
  });

const emit = (page: Page, channel: 'menu' | 'signIn', payload: unknown) =>
  page.evaluate(
    ([name, value]) => (globalThis as unknown as { shell: Shell }).shell.emit(name, value),
    [channel, payload] as const,
  );

test('the Problem menu runs, submits, moves between problems and toggles the list', async ({
  page,
  learner,
}) => {
  test.setTimeout(150_000);
  const app = await startDesktopAppServer();
  try {
    await useSessionToken(page, learner.token);
    await page.goto(`${app.url}/problems/two-sum`);
    await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
      timeout: 30_000,
    });
    await chooseLanguage(page, 'python');
    await replaceEditorCode(page, catalogSolution('two-sum', 'reference', 'python'));

    // The first command can arrive before the freshly loaded page has subscribed: send it again.
    await expect(async () => {
      await emit(page, 'menu', 'run');
      await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute(
        'aria-selected',
        'true',
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('run-case')).toHaveCount(3, { timeout: 60_000 });
    await emit(page, 'menu', 'submit');
    await expect(page.getByTestId('submission-verdict')).toHaveText('Accepted', {
      timeout: 90_000,
    });
    await expect
      .poll(async () => (await asked(page)).verdicts)
      .toEqual([{ problemTitle: 'Two Sum', verdict: 'Accepted' }]);

    await emit(page, 'menu', 'toggle-problem-list');
    await expect(page.getByRole('dialog', { name: 'Problems' })).toBeVisible();
    await page.keyboard.press('Escape');
    await emit(page, 'menu', 'next-problem');
    await expect(page).not.toHaveURL(/\/problems\/two-sum$/);
    await expect(page).toHaveURL(/\/problems\/[a-z0-9-]+$/);
    await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
      timeout: 30_000,
    });
    await emit(page, 'menu', 'previous-problem');
    await expect(page).toHaveURL(/\/problems\/two-sum$/);
  } finally {
    await app.close();
  }
});

test('social sign-in opens the system browser and finishes from the main process', async ({
  page,
  learner,
}) => {
  const app = await startDesktopAppServer();
  try {
    await page.goto(`${app.url}/signin`);
    await page.getByRole('link', { name: 'GitHub' }).click();
    await expect.poll(async () => (await asked(page)).signInStarts).toEqual(['github']);
    await expect(page).toHaveURL(/\/signin$/);

    await emit(page, 'signIn', {
      ok: false,
      message: 'This sign-in link is invalid or has expired. Please sign in again.',
    });
    await expect(
      page.getByText('This sign-in link is invalid or has expired. Please sign in again.'),
    ).toBeVisible();

    await emit(page, 'signIn', {
      ok: true,
      session: { token: learner.token, profileComplete: true },
    });
    // Signed in: the learner lands on their profile, as after a web sign-in.
    await expect(page).toHaveURL(new RegExp(`/profile/${learner.username}$`), { timeout: 15_000 });
  } finally {
    await app.close();
  }
});
