import {
  isTeachingEditorial,
  parseTeachingEditorial,
  type LanguageId,
  type TeachingApproach,
} from '@zencode/shared/contract';
import { solutionCode, type SolutionFile } from './solution-files.ts';

/** `wrong-brute` for wrong-brute.py and wrong-brute.py.mutant.json: the name a marker uses. */
export function solutionStem(file: SolutionFile): string {
  return file.file.split('.')[0]!;
}

/** The approaches of a teaching editorial (none for an editorial of the old format). */
export function editorialApproaches(editorial: string): TeachingApproach[] {
  return isTeachingEditorial(editorial) ? parseTeachingEditorial(editorial).approaches : [];
}

/** The `wrong-<what>` stems a teaching editorial's markers name: they must time out. */
export function slowApproachStems(editorial: string): Set<string> {
  return new Set(
    editorialApproaches(editorial)
      .map((approach) => approach.code ?? '')
      .filter((code) => code.startsWith('wrong-')),
  );
}

const label = (approach: TeachingApproach) => `Approach ${approach.number} (${approach.name})`;

/**
 * What is wrong between a teaching editorial and its folder's solutions: every marker names files
 * that exist, every reference.<ext> is claimed by exactly one approach (`reference` claims those
 * not named by their own file), and the worked example ends on Example 1's answer. Empty for an
 * editorial of the old format.
 */
export function editorialCodeProblems(
  editorial: string,
  files: SolutionFile[],
  exampleOutput: string,
): string[] {
  if (!isTeachingEditorial(editorial)) return [];
  const { approaches, workedExample } = parseTeachingEditorial(editorial);
  const problems: string[] = [];
  const references = files.filter((file) => file.kind === 'reference' && !file.fromTypescript);
  const named = new Set<string>();
  let rest: TeachingApproach | undefined;
  for (const approach of approaches) {
    const code = approach.code;
    if (!code || code === 'none') continue;
    if (code === 'reference') rest = approach;
    else if (code.startsWith('reference.')) {
      named.add(code);
      if (!references.some((file) => file.file === code))
        problems.push(
          `${label(approach)}: <!-- code: ${code} --> names solutions/${code}, which does not exist`,
        );
    } else if (code.startsWith('wrong-')) {
      if (!files.some((file) => file.kind === 'wrong' && solutionStem(file) === code))
        problems.push(
          `${label(approach)}: <!-- code: ${code} --> names solutions/${code}.<ext>, and there is none`,
        );
    }
  }
  const unclaimed = references.filter((file) => !named.has(file.file));
  if (rest && unclaimed.length === 0 && references.length > 0)
    problems.push(
      `${label(rest)}: <!-- code: reference --> claims no file: every reference is named by its own approach`,
    );
  if (!rest)
    for (const file of unclaimed)
      problems.push(
        `solutions/${file.file} is claimed by no approach: mark the approach it implements with <!-- code: ${file.file} --> (or <!-- code: reference --> for every reference not named)`,
      );
  const squash = (text: string) => text.replace(/[\s`]/g, '');
  if (workedExample && !squash(workedExample).includes(squash(exampleOutput)))
    problems.push(`## Worked example must end with Example 1's answer, ${exampleOutput}`);
  return problems;
}

/**
 * The code of each `wrong-<what>` a teaching editorial's markers name, by language, as the page
 * shows it under its approach (the references are the problem's reference solutions).
 */
export function slowApproachCode(
  editorial: string,
  files: SolutionFile[],
): Record<string, Partial<Record<LanguageId, string>>> {
  const code: Record<string, Partial<Record<LanguageId, string>>> = {};
  for (const stem of slowApproachStems(editorial)) {
    const byLanguage: Partial<Record<LanguageId, string>> = {};
    for (const file of files)
      if (file.kind === 'wrong' && solutionStem(file) === stem)
        byLanguage[file.language] = solutionCode(file);
    code[stem] = byLanguage;
  }
  return code;
}
