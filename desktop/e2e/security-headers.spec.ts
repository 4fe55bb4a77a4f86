import type { Page } from '@playwright/test';
import { createAccount, useSessionToken } from './support/accounts.ts';
import { expect, test, replaceEditorCode } from './support/solving.ts';

// The spec files are typed for Node (no DOM types); these run in the page.
interface ViolationEvent {
  violatedDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
}
interface PageGlobals {
  cspViolations: string[];
  document: { addEventListener(type: string, listener: (event: ViolationEvent) => void): void };
}

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const page = globalThis as unknown as PageGlobals;
    page.cspViolations = [];
    page.document.addEventListener('securitypolicyviolation', (event) =>
      page.cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageGlobals).cspViolations);

test('the problem page and its editor work under the Content-Security-Policy', async ({
  page,
  request,
  mailbox,
}) => {
  const learner = await createAccount(request, mailbox, 'csp');
  await recordCspViolations(page);
  await useSessionToken(page, learner.token);
  await page.goto('/problems/two-sum');
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  // Typing in a JavaScript editor starts Monaco's language worker.
  await replaceEditorCode(page, 'var twoSum = function (nums, target) { return [0, 1]; };');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('twoSum');
  expect(await violations(page)).toEqual([]);
});

test('the API docs work under the Content-Security-Policy', async ({ page }) => {
  await recordCspViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /ZenCode API/ })).toBeVisible({ timeout: 20_000 });
  expect(await violations(page)).toEqual([]);
});

test('a foreign page cannot frame the app', async ({ page, baseURL }) => {
  await page.route('http://foreign.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><iframe id="app" src="${baseURL}/problems"></iframe>`,
    }),
  );
  await page.goto('http://foreign.example/');
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  // Chromium replaces a frame its CSP refuses with an error page; the app never renders in it.
  await expect.poll(() => framed?.url(), { timeout: 20_000 }).toMatch(/^chrome-error:/);
  expect(await framed?.locator('#root').count()).toBe(0);
});
