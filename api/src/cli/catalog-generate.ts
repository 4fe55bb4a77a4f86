import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultCatalogDir, catalogJudgeContext, generateCases } from '../catalog/index.ts';

/**
 * `npm run catalog:generate [-- <slug>...]`: for each problem (all when none is named) runs its
 * generate.py, computes the expected outputs with its reference solution through the judge,
 * times every reference to set the time limit, and writes cases.json, problem.json's
 * limits.timeMs and limits.md. Expected outputs are never typed by hand.
 */
const slugs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const all = readdirSync(defaultCatalogDir)
  .filter((name) => statSync(join(defaultCatalogDir, name)).isDirectory())
  .sort();
const unknown = slugs.filter((slug) => !all.includes(slug));
if (unknown.length > 0) {
  console.error(`No such problem in api/catalog: ${unknown.join(', ')}`);
  process.exit(1);
}

const context = await catalogJudgeContext();
let failed = 0;
for (const slug of slugs.length > 0 ? slugs : all) {
  const started = Date.now();
  try {
    const report = await generateCases(
      join(defaultCatalogDir, slug),
      `api/catalog/${slug}`,
      context,
    );
    const timings = report.timings
      .map((timing) => `${timing.file} ${timing.slowestMs} ms`)
      .join(', ');
    console.log(
      `${slug}: ${report.publicCases} public + ${report.cases - report.publicCases} hidden cases ` +
        `(${(report.bytes / 1024).toFixed(0)} KiB) from ${report.reference}; time limit ${report.timeMs} ms ` +
        `[${timings}] in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (report.bytes > 600 * 1024)
      console.warn(`${slug}: cases.json is over 600 KiB; keep large cases to a few hundred KiB`);
  } catch (error) {
    failed++;
    console.error(`${slug}: ${(error as Error).message}`);
  }
}
if (failed > 0) process.exitCode = 1;
