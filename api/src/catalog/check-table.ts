import { getLanguage, languages, offersLanguage } from '@zencode/shared/judge';
import type { CatalogCheckReport } from './check-catalog.ts';
import type { SolutionCheck } from './check-solution.ts';

/** One column per language of the registry, in its order, under its label. */
const columns = languages.map(({ id, label }) => ({ id, label }));

const short: Record<string, string> = {
  'Wrong Answer': 'WA',
  'Time Limit Exceeded': 'TLE',
  'Memory Limit Exceeded': 'MLE',
  'Runtime Error': 'RE',
  'Output Limit Exceeded': 'OLE',
  'Compilation Error': 'CE',
};

/**
 * `✓ 12 ms` for Accepted, `✗ WA` otherwise, a time-out with its margin over the limit
 * (`✗ TLE ≥3×`, or `✗ TLE 1.4×` when it was too close); `!` marks a check that failed.
 */
function cell(check: SolutionCheck): string {
  const margin =
    check.margin === undefined
      ? ''
      : check.ok
        ? ` ≥${check.margin}×`
        : ` ${check.margin.toFixed(1)}×`;
  const mark =
    check.verdict === 'Accepted'
      ? `✓ ${check.timeMs} ms`
      : `✗ ${short[check.verdict] ?? check.verdict}${margin}`;
  return check.ok ? mark : `${mark} !`;
}

/**
 * The catalogue check as a table: one row per problem, one column per language. A cell shows the
 * reference's verdict and time, then `wrong:` and the verdict of each known-wrong solution in that
 * language (they must not be Accepted). The last column says whether the whole row passed.
 */
export function formatCheckTable(report: CatalogCheckReport): string {
  const header = ['Problem', ...columns.map((column) => column.label), 'Result'];
  const rows = report.problems.map((problem) => {
    const mine = report.solutions.filter((check) => check.slug === problem.slug);
    const cells = columns.map((column) => {
      const inLanguage = mine.filter((check) => check.language === column.id);
      const reference = inLanguage.filter((check) => check.kind === 'reference').map(cell);
      const wrong = inLanguage.filter((check) => check.kind === 'wrong').map(cell);
      const parts = [...reference, ...(wrong.length ? [`wrong: ${wrong.join(', ')}`] : [])];
      // `—`: the problem does not offer the language (no Rust for Clone Graph); `·`: no solution.
      const offered = offersLanguage(getLanguage(column.id), problem.signature);
      return parts.join('; ') || (offered ? '·' : '—');
    });
    const failed = mine.some((check) => !check.ok);
    return [problem.slug, ...cells, failed ? 'FAIL' : 'ok'];
  });
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((text, index) => text.padEnd(widths[index]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** The failures in words, one per line, or an empty list. */
export function checkFailures(report: CatalogCheckReport): string[] {
  return [
    ...report.folderErrors,
    ...report.solutions
      .filter((check) => !check.ok)
      .map((check) => `${check.slug}/solutions/${check.file}: ${check.verdict}: ${check.detail}`),
  ];
}
