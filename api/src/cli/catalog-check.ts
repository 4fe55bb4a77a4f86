import { availableParallelism } from 'node:os';
import { isTeachingEditorial } from '@zencode/shared/contract';
import {
  CatalogError,
  defaultCatalogDir,
  catalogJudgeContext,
  checkCatalog,
  checkFailures,
  formatCheckTable,
  timeLimitMargin,
} from '../catalog/index.ts';

/**
 * `npm run catalog:check [-- <slug>...] [--jobs N]`: validates every folder of api/catalog, then
 * judges every reference (must be Accepted) and known-wrong solution (must not be) through the
 * real judge and sandbox, one job per core, and prints a table by problem and language.
 */
const args = process.argv.slice(2);
const jobsAt = args.indexOf('--jobs');
const parallelism = jobsAt === -1 ? availableParallelism() : Number(args[jobsAt + 1]);
const slugs = args.filter(
  (arg, index) => !arg.startsWith('--') && (jobsAt === -1 || index !== jobsAt + 1),
);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

try {
  const context = await catalogJudgeContext();
  const report = await checkCatalog(defaultCatalogDir, context, {
    slugs,
    parallelism: Number.isInteger(parallelism) && parallelism > 0 ? parallelism : 1,
    onResult: (check, done, total) => {
      const mark = check.verdict === 'Accepted' ? '✓' : '✗';
      const margin =
        check.margin === undefined
          ? ''
          : check.ok
            ? ` (${timeLimitMargin}× its limit or more)`
            : ` (only ${check.margin.toFixed(2)}× its limit)`;
      console.error(
        `[${done}/${total}] ${check.slug}/${check.file}: ${mark} ${check.verdict}${margin}, ${check.timeMs} ms${check.ok ? '' : ' — FAILED'} (${check.seconds.toFixed(1)} s)`,
      );
    },
  });
  console.log(`\n${formatCheckTable(report)}\n`);
  const failures = checkFailures(report);
  for (const failure of failures) console.log(`FAIL ${failure}`);
  const references = report.solutions.filter((check) => check.kind === 'reference');
  const wrong = report.solutions.filter((check) => check.kind === 'wrong');
  const cases = report.problems.reduce((sum, problem) => sum + problem.cases.length, 0);
  const teaching = report.problems.filter((problem) => isTeachingEditorial(problem.editorial));
  console.log(
    `catalog:check: ${report.problems.length} problems, ${cases} cases; ` +
      `${references.filter((check) => check.ok).length}/${references.length} references Accepted, ` +
      `${wrong.filter((check) => check.ok).length}/${wrong.length} known-wrong solutions rejected; ` +
      `${teaching.length}/${report.problems.length} editorials in the teaching format; ` +
      `${failures.length} failure(s) in ${elapsed()} with ${parallelism} job(s).`,
  );
  if (failures.length > 0) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof CatalogError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
