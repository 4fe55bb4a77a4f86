// What `npm test` counts from the test runners' JSON reports, and the names of the tests that failed.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0];

/** Counts from Vitest's and Playwright's JSON reports in `reportDir`, missing ones counting 0. */
export function summarizeTestReports(reportDir, root = process.cwd()) {
  const summary = { passed: 0, failed: 0, skipped: 0, failedNames: [] };
  const vitestReport = `${reportDir}/vitest.json`;
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    summary.passed += report.numPassedTests ?? 0;
    summary.failed += report.numFailedTests ?? 0;
    summary.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const name = relative(root, file.name);
      const tests = file.assertionResults ?? [];
      for (const test of tests.filter((each) => each.status === 'failed'))
        summary.failedNames.push(
          `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
      // A file that failed before any test ran (an import error, a failing beforeAll).
      if (file.status === 'failed' && !tests.some((each) => each.status === 'failed'))
        summary.failedNames.push(`${name}: ${firstLine(file.message)}`);
    }
  }
  const playwrightReport = `${reportDir}/playwright.json`;
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    const stats = report.stats ?? {};
    summary.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    summary.failed += stats.unexpected ?? 0;
    summary.skipped += stats.skipped ?? 0;
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of (spec.tests ?? []).filter((each) => each.status === 'unexpected')) {
          const error = test.results?.at(-1)?.error?.message;
          summary.failedNames.push(
            `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of report.suites ?? []) visit(suite);
  }
  return summary;
}
