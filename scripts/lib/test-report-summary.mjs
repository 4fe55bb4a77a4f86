// What `npm test` counts from the test runners' JSON reports, and the names of the tests that failed.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * A name or message as one printable line: line breaks and other control characters are written
 * as escapes, so that a test named "x\ntests: 9 passed, 0 failed" cannot print a line that reads
 * like the summary.
 */
export function oneLine(text = '') {
  return (
    stripVTControlCharacters(String(text))
      // eslint-disable-next-line no-control-regex -- control characters are what this escapes
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (char) => {
        const named = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }[char];
        return named ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
      })
  );
}

/** The first line of an error message, escaped. */
const firstLine = (text = '') =>
  oneLine(
    stripVTControlCharacters(text)
      .trim()
      .split(/\r?\n|\r/)[0],
  );

/**
 * Counts from Vitest's and Playwright's JSON reports in `reportDir`, missing ones counting 0.
 * `failed` also counts each test file that failed without a failed test (it failed at import or
 * in a hook); `reports` says which runner wrote a report and how many failures it held.
 */
export function summarizeTestReports(reportDir, root = process.cwd()) {
  const summary = {
    passed: 0,
    failed: 0,
    skipped: 0,
    failedNames: [],
    reports: { vitest: null, playwright: null },
  };
  const vitestReport = `${reportDir}/vitest.json`;
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    let failed = report.numFailedTests ?? 0;
    summary.passed += report.numPassedTests ?? 0;
    summary.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const name = oneLine(relative(root, file.name));
      const tests = file.assertionResults ?? [];
      for (const test of tests.filter((each) => each.status === 'failed'))
        summary.failedNames.push(
          `${name} › ${oneLine(test.fullName)}: ${firstLine(test.failureMessages?.[0])}`,
        );
      // A file that failed before any test ran (an import error, a failing beforeAll).
      if (file.status === 'failed' && !tests.some((each) => each.status === 'failed')) {
        failed += 1;
        summary.failedNames.push(`${name}: ${firstLine(file.message)}`);
      }
    }
    summary.failed += failed;
    summary.reports.vitest = { failed };
  }
  const playwrightReport = `${reportDir}/playwright.json`;
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    const stats = report.stats ?? {};
    // Errors outside any test (a spec that fails to load, a global setup that throws).
    const errors = report.errors ?? [];
    const failed = (stats.unexpected ?? 0) + errors.length;
    summary.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    summary.failed += failed;
    summary.skipped += stats.skipped ?? 0;
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of (spec.tests ?? []).filter((each) => each.status === 'unexpected')) {
          const error = test.results?.at(-1)?.error?.message;
          summary.failedNames.push(
            `${oneLine(spec.file)}:${spec.line} › ${oneLine(spec.title)}: ${firstLine(error)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of report.suites ?? []) visit(suite);
    for (const error of errors) summary.failedNames.push(`playwright: ${firstLine(error.message)}`);
    summary.reports.playwright = { failed };
  }
  return summary;
}

/**
 * The end of `npm test`'s log: the failed tests by name, the failing steps, each step's time and
 * then one closing line CI can count. `steps` are `{ name, ok, seconds, runner?, skipped? }`, `runner`
 * naming the report a test step writes (`vitest`, `playwright`). A failing step that counted no
 * failed test (lint, types, a build, a runner that crashed or wrote no report) counts as one.
 */
export function closingLines(summary, steps) {
  const failedSteps = steps.filter((step) => !step.ok && !step.skipped);
  const uncounted = failedSteps.filter(
    (step) => !step.runner || !(summary.reports[step.runner]?.failed > 0),
  );
  const failed = summary.failed + uncounted.length;
  const lines = [];
  // The failed tests by name come last but one: CI keeps only the end of a long log.
  if (summary.failedNames.length > 0)
    lines.push('', 'Failed tests:', ...summary.failedNames.map((name) => `  ${name}`));
  if (failedSteps.length > 0)
    lines.push('', `Failing steps: ${failedSteps.map((step) => oneLine(step.name)).join(', ')}`);
  const width = Math.max(...steps.map((step) => step.name.length), 0);
  lines.push('', 'Step times:');
  for (const step of steps)
    lines.push(
      `  ${oneLine(step.name).padEnd(width)}  ${step.seconds.toFixed(1).padStart(7)} s  ${step.skipped ? 'skipped' : step.ok ? 'ok' : 'FAILED'}`,
    );
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  lines.push(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
  lines.push('', `tests: ${summary.passed} passed, ${failed} failed, ${summary.skipped} skipped`);
  return lines;
}
