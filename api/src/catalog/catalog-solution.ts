import { join } from 'node:path';
import type { LanguageId } from '@zencode/shared/contract';
import { defaultCatalogDir } from './read-catalog.ts';
import { solutionCode, solutionFiles } from './solution-files.ts';

/**
 * A shipped solution of a catalogue problem, for tests: `reference` is Accepted, `wrong` (the
 * file named exactly wrong.<ext>, or the mutant wrong.<ext>.mutant.json) fails some case.
 */
export function catalogSolution(
  problem: string,
  kind: 'reference' | 'wrong',
  language: LanguageId,
  catalogDir: string = defaultCatalogDir,
): string {
  const dir = join(catalogDir, problem);
  const found = solutionFiles(dir).find(
    (solution) => solution.language === language && solution.file.startsWith(`${kind}.`),
  );
  if (!found) throw new Error(`${dir}/solutions has no ${kind} solution in ${language}`);
  return solutionCode(found);
}
