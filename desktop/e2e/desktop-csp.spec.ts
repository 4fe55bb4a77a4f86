import { useSessionToken } from './support/accounts.ts';
import { startDesktopAppServer } from './support/desktop-app-server.ts';
import {
  catalogSolution,
  chooseLanguage,
  expect,
  replaceEditorCode,
  test,
} from './support/solving.ts';

/** The fields of a `securitypolicyviolation` event that the test records. */
interface CspEvent {
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
}

interface Violation {
  directive: string;
  blockedURI: string;
  source: string;
}

test('the problem page runs under the desktop CSP: Monaco, its workers and a run, no violation', async ({
  page,
  learner,
}) => {
  test.setTimeout(120_000);
  const app = await startDesktopAppServer();
  try {
    await page.addInitScript(() => {
      const seen: Violation[] = [];
      const page = globalThis as unknown as {
        cspViolations: Violation[];
        document: { addEventListener(type: string, listener: (event: CspEvent) => void): void };
      };
      page.cspViolations = seen;
      page.document.addEventListener('securitypolicyviolation', (event) =>
        seen.push({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        }),
      );
    });
    await useSessionToken(page, learner.token);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));

    const response = await page.goto(`${app.url}/problems/two-sum`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
      timeout: 30_000,
    });
    // JavaScript starts Monaco's TypeScript worker besides its editor worker.
    await chooseLanguage(page, 'javascript');
    await replaceEditorCode(page, catalogSolution('two-sum', 'reference', 'javascript'));
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByTestId('run-case')).toHaveCount(3, { timeout: 60_000 });
    await expect.poll(() => workers.some((path) => path.includes('ts.worker'))).toBe(true);
    expect(workers.some((path) => path.includes('editor.worker'))).toBe(true);

    const violations = await page.evaluate(
      () => (globalThis as unknown as { cspViolations: Violation[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  } finally {
    await app.close();
  }
});
