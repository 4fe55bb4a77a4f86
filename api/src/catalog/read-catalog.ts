import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { editorialProblems, languageIds, type LanguageId } from '@zencode/shared/contract';
import { validateCase } from '@zencode/shared/judge';
import { repoRoot } from '../config.ts';
import { editorialCodeProblems, slowApproachCode } from './editorial-code.ts';
import { exampleProblems } from './example-problems.ts';
import { formatIssues } from './format-issues.ts';
import { shownPath } from './shown-path.ts';
import { solutionCode, solutionFiles } from './solution-files.ts';
import {
  catalogCasesSchema,
  catalogProblemSchema,
  slugPattern,
  type CatalogCase,
  type CatalogProblemFile,
} from './catalog-schema.ts';

/** The shipped catalogue. */
export const defaultCatalogDir = join(repoRoot, 'api', 'catalog');

/** One problem folder, read and validated. */
export interface CatalogProblem extends CatalogProblemFile {
  slug: string;
  /** statement.md, Markdown. */
  statement: string;
  cases: CatalogCase[];
  /** solutions/reference.<ext> by language, when the folder has reference solutions. */
  solutions: Partial<Record<LanguageId, string>>;
  /** editorial.md, Markdown: a teaching editorial, or the old Idea, Approach, Complexity. */
  editorial: string;
  /**
   * The code of each slower approach a teaching editorial names (`wrong-brute`), by language;
   * empty for the old format.
   */
  approachCode: Record<string, Partial<Record<LanguageId, string>>>;
}

/** Every problem in the catalogue that is wrong, each line naming the file and the field. */
export class CatalogError extends Error {
  override name = 'CatalogError';
  constructor(readonly problems: string[]) {
    super(`The problem catalogue has errors:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
}

const foldersBesideCache = new Map<string, Set<string>>();
/** The folder names beside `dir`'s real location (symlinks followed). */
function foldersBeside(dir: string): Set<string> {
  const parent = dirname(realpathSync(dir));
  let names = foldersBesideCache.get(parent);
  if (!names) {
    names = new Set(
      readdirSync(parent).filter((name) => statSync(join(parent, name)).isDirectory()),
    );
    foldersBesideCache.set(parent, names);
  }
  return names;
}

/**
 * Reads and validates every folder of the catalogue. Throws CatalogError listing every mistake
 * (file, field and what is wrong) so that one run shows them all.
 */
export function readCatalog(
  catalogDir: string = defaultCatalogDir,
  /** Only these folders (all when omitted or empty). */
  slugs: readonly string[] = [],
): CatalogProblem[] {
  const errors: string[] = [];
  const problems: CatalogProblem[] = [];

  const allFolders = readdirSync(catalogDir).filter((name) =>
    statSync(join(catalogDir, name)).isDirectory(),
  );
  const folders = allFolders.filter((name) => slugs.length === 0 || slugs.includes(name)).sort();
  for (const slug of folders) {
    const dir = join(catalogDir, slug);
    if (!slugPattern.test(slug)) {
      errors.push(
        `${shownPath(dir)}: folder names are lowercase words joined by hyphens (e.g. two-sum)`,
      );
      continue;
    }
    const readJson = (file: string): unknown => {
      const path = join(dir, file);
      if (!existsSync(path)) {
        errors.push(`${shownPath(path)}: missing`);
        return undefined;
      }
      try {
        return JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        errors.push(`${shownPath(path)}: not valid JSON (${(error as Error).message})`);
        return undefined;
      }
    };
    const errorCount = errors.length;
    const metaJson = readJson('problem.json');
    const casesJson = readJson('cases.json');
    const statementPath = join(dir, 'statement.md');
    const statement = existsSync(statementPath) ? readFileSync(statementPath, 'utf8').trim() : '';
    if (!existsSync(statementPath)) errors.push(`${shownPath(statementPath)}: missing`);
    else if (!statement) errors.push(`${shownPath(statementPath)}: empty`);
    if (errors.length > errorCount) continue;

    const meta = catalogProblemSchema.safeParse(metaJson);
    if (!meta.success)
      errors.push(...formatIssues(shownPath(join(dir, 'problem.json')), meta.error));
    const cases = catalogCasesSchema.safeParse(casesJson);
    if (!cases.success)
      errors.push(...formatIssues(shownPath(join(dir, 'cases.json')), cases.error));
    if (!meta.success || !cases.success) continue;

    // Siblings of the folder's real location: a selection of symlinked folders (the tests' way to
    // read a few problems) still resolves similar problems against the whole catalogue.
    const siblings = meta.data.similar?.length ? foldersBeside(dir) : new Set<string>();
    for (const similar of meta.data.similar ?? []) {
      if (similar === slug)
        errors.push(`${shownPath(join(dir, 'problem.json'))}: similar: lists itself`);
      else if (!allFolders.includes(similar) && !siblings.has(similar))
        errors.push(
          `${shownPath(join(dir, 'problem.json'))}: similar: no problem folder ${similar}`,
        );
    }
    const editorialPath = join(dir, 'editorial.md');
    const editorial = existsSync(editorialPath) ? readFileSync(editorialPath, 'utf8').trim() : null;
    if (editorial === null) errors.push(`${shownPath(editorialPath)}: missing`);
    else {
      for (const problem of editorialProblems(editorial))
        errors.push(`${shownPath(editorialPath)}: ${problem}`);
    }

    const caseErrors = errors.length;
    cases.data.forEach((testcase, index) => {
      const problem = validateCase(meta.data.signature, testcase);
      if (problem) errors.push(`${shownPath(join(dir, 'cases.json'))}: ${index}.${problem}`);
    });
    if (errors.length === caseErrors) {
      for (const problem of exampleProblems(meta.data, cases.data))
        errors.push(`${shownPath(join(dir, 'problem.json'))}: ${problem}`);
    }

    // solutions/reference.<ext> is the known-good solution per language (wrong.* are
    // deliberately failing ones that the judge tests use); reference.ts serves JavaScript too.
    const solutions: Partial<Record<LanguageId, string>> = {};
    const files = solutionFiles(dir);
    const references = files.filter((file) => file.kind === 'reference');
    for (const language of languageIds) {
      const file = references.find((reference) => reference.language === language);
      if (file) solutions[language] = solutionCode(file);
    }
    if (editorial === null) continue;
    for (const problem of editorialCodeProblems(editorial, files, meta.data.examples[0]!.output))
      errors.push(`${shownPath(editorialPath)}: ${problem}`);
    let approachCode: CatalogProblem['approachCode'] = {};
    try {
      approachCode = slowApproachCode(editorial, files);
    } catch (error) {
      errors.push((error as Error).message);
    }
    problems.push({
      slug,
      ...meta.data,
      statement,
      cases: cases.data,
      solutions,
      editorial,
      approachCode,
    });
  }
  if (errors.length > 0) throw new CatalogError(errors);
  return problems;
}
