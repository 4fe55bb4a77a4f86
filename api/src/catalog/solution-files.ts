import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { LanguageId } from '@zencode/shared/contract';
import { getLanguage, referenceLanguages } from '@zencode/shared/judge';
import { languageForExtension } from '@zencode/shared/rules';
import { formatIssues } from './format-issues.ts';
import { javascriptFromTypescript } from './javascript-from-typescript.ts';
import { shownPath } from './shown-path.ts';
import { mutatedCode, solutionMutantSchema } from './solution-mutant.ts';

export interface SolutionFile {
  /** `reference` must be Accepted; `wrong` (wrong.py, wrong-brute.cpp, …) must not be. */
  kind: 'reference' | 'wrong';
  /** File name inside solutions/, e.g. `wrong-brute.cpp` or `wrong.py.mutant.json`. */
  file: string;
  path: string;
  language: LanguageId;
  /** The JavaScript reference, which is reference.ts with its types stripped (no reference.js). */
  fromTypescript: boolean;
  /** A known-wrong solution written as a change to a reference (solution-mutant.ts). */
  mutant: boolean;
}

/** reference.<ext>, wrong[-<what>].<ext> or a mutant, wrong[-<what>].<ext>.mutant.json. */
const solutionName = /^(reference|wrong(?:[-_.][a-z0-9-]+)?)\.([a-z]+)(\.mutant\.json)?$/;

/**
 * The reference and known-wrong solutions of one problem folder, sorted by kind then file. A
 * reference.ts also stands for the JavaScript reference (`reference.ts (as JavaScript)`).
 */
export function solutionFiles(problemDir: string): SolutionFile[] {
  const dir = join(problemDir, 'solutions');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const match = solutionName.exec(file);
      const language = match ? languageForExtension(match[2]!) : null;
      if (!match || !language) return [];
      const kind = match[1] === 'reference' ? ('reference' as const) : ('wrong' as const);
      const mutant = match[3] !== undefined;
      if (mutant && kind === 'reference') return [];
      return [{ kind, file, path: join(dir, file), language, fromTypescript: false, mutant }];
    });
  const typescript = files.find(
    (file) => file.kind === 'reference' && file.language === 'typescript',
  );
  if (typescript) {
    files.push({
      ...typescript,
      file: `${typescript.file} (as JavaScript)`,
      language: 'javascript',
      fromTypescript: true,
    });
  }
  return files.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'reference' ? -1 : 1));
}

/**
 * The code of a solution file as the judge runs it in the file's language; for a mutant, its
 * reference with the changes made. Throws an Error naming the file when a mutant is invalid.
 */
export function solutionCode(file: SolutionFile): string {
  if (file.mutant) return mutantCode(file);
  const code = readFileSync(file.path, 'utf8');
  return file.fromTypescript ? javascriptFromTypescript(code) : code;
}

function mutantCode(file: SolutionFile): string {
  const shown = shownPath(file.path);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file.path, 'utf8'));
  } catch (error) {
    throw new Error(`${shown}: not valid JSON: ${(error as Error).message}`);
  }
  const parsed = solutionMutantSchema.safeParse(json);
  if (!parsed.success) throw new Error(formatIssues(shown, parsed.error).join('\n'));
  const mutant = parsed.data;
  // reference.ts is also the JavaScript reference: a JavaScript mutant changes its TypeScript
  // text, which is then stripped of its types as the reference is.
  const reference = solutionFiles(dirname(dirname(file.path))).find(
    (one) =>
      one.kind === 'reference' &&
      basename(one.path) === mutant.of &&
      one.language === file.language,
  );
  if (!reference)
    throw new Error(
      `${shown}: of: ${mutant.of} is not a ${getLanguage(file.language).label} reference in ${shownPath(dirname(file.path))}`,
    );
  const code = mutatedCode(readFileSync(reference.path, 'utf8'), mutant, shown);
  return reference.fromTypescript ? javascriptFromTypescript(code) : code;
}

/**
 * The reference that computes expected outputs (the registry's preferred language the folder
 * has), or undefined when the folder has none.
 */
export function preferredReference(files: SolutionFile[]): SolutionFile | undefined {
  for (const language of referenceLanguages) {
    const found = files.find((file) => file.kind === 'reference' && file.language === language);
    if (found) return found;
  }
  return undefined;
}
