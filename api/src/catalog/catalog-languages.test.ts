import { join } from 'node:path';
import { offeredLanguages } from '@zencode/shared/judge';
import { describe, expect, it } from 'vitest';
import { defaultCatalogDir, readCatalog } from './read-catalog.ts';
import { solutionFiles } from './solution-files.ts';

/**
 * The shipped catalogue against the languages each problem offers (the language specs' `offers`
 * rule): a reference in every one of them and in no other. catalog:check judges them; this only
 * reads the folders, so it runs in every test run.
 */
describe('the catalogue’s languages', () => {
  const problems = readCatalog(defaultCatalogDir);

  it('has a reference in every language a problem offers, and none in another', () => {
    const wrong = problems.flatMap((problem) => {
      const references = solutionFiles(join(defaultCatalogDir, problem.slug))
        .filter((file) => file.kind === 'reference')
        .map((file) => file.language)
        .sort();
      const offered = offeredLanguages(problem.signature).sort();
      return JSON.stringify(references) === JSON.stringify(offered)
        ? []
        : [`${problem.slug}: references ${references.join(',')}; offers ${offered.join(',')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('offers Rust everywhere but where LeetCode has none: shared or cyclic nodes', () => {
    const withoutRust = problems
      .filter((problem) => !offeredLanguages(problem.signature).includes('rust'))
      .map((problem) => problem.slug)
      .sort();
    expect(withoutRust).toEqual([
      'clone-graph',
      'copy-list-with-random-pointer',
      'linked-list-cycle',
    ]);
  });
});
