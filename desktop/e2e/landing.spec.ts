import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('shows the hero, six features, the dashboard preview and the calls to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Code with calm.');
    await expect(
      page
        .getByText('A calm, distraction-free coding platform for deep focus and skill growth.')
        .first(),
    ).toBeVisible();

    const features = page.getByTestId('feature-card');
    await expect(features).toHaveCount(6);
    for (const title of [
      'Minimal editor',
      'Progress dashboard',
      'Daily streak',
      'Light and dark themes',
      'Integrated debugger',
      'Multi-language support',
    ]) {
      await expect(features.getByRole('heading', { name: title })).toBeVisible();
    }

    for (const anchor of ['home', 'features', 'dashboard']) {
      await expect(page.locator(`section#${anchor}`)).toHaveCount(1);
    }
    await expect(
      page.locator('#dashboard img[alt="The problem list in the dark theme"]'),
    ).toBeVisible();

    // Visitors are sent to sign-up by both calls to action.
    await expect(page.getByRole('link', { name: 'Start Coding Now' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Solve now' })).toHaveAttribute(
      'href',
      '/problems',
    );
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  });

  test('hides the app top bar and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('starts dark, toggles to light, and keeps the choice across a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(
      page.locator('#dashboard img[alt="The problem list in the light theme"]'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
  });

  test('shows the loading overlay after a route change but not on first load', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('navigation-overlay')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse problems' }).click();
    await expect(page.getByTestId('navigation-overlay')).toBeVisible();
    await expect(page.getByTestId('navigation-overlay')).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByRole('heading', { name: 'Problems', level: 1 })).toBeVisible();
  });

  test('answers unknown routes with a calm 404 that leads home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'This page wandered off' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('arrives compressed and cached, without the code of other pages', async ({ page }) => {
    const scripts: { url: string; encoding?: string; cache?: string; length: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = response.headers();
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
        length: Number(headers['content-length'] ?? Infinity),
      });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const bundled = scripts.filter((script) => script.url.includes('/assets/'));
    expect(bundled.length).toBeGreaterThan(0);
    for (const script of bundled) {
      // Files under 1 KB gain nothing from compression and are sent as they are.
      if (script.encoding !== undefined || script.length >= 1024) {
        expect(script.encoding, script.url).toBe('br');
      }
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    }
    // Monaco and the solving screen load with the problem page, never with the landing page.
    expect(bundled.map((script) => script.url).join(' ')).not.toMatch(/editor|problem-page/);
  });
});
