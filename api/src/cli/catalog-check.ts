import { CatalogError, defaultCatalogDir, readCatalog } from '../catalog/index.ts';

/** `npm run catalog:check`: validates every folder of api/catalog without touching a database. */
try {
  const problems = readCatalog();
  for (const problem of problems) {
    const hidden = problem.cases.filter((testcase) => !testcase.public).length;
    console.log(
      `${problem.slug}: ${problem.signature.kind}, ${problem.cases.length - hidden} public and ${hidden} hidden cases`,
    );
  }
  console.log(`${problems.length} problems in ${defaultCatalogDir} are valid.`);
} catch (error) {
  if (!(error instanceof CatalogError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
