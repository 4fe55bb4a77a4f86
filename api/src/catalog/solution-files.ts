import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '@zencode/shared/contract';
import { referenceLanguages } from '@zencode/shared/judge';
import { languageForExtension } from '@zencode/shared/rules';
import { javascriptFromTypescript } from './javascript-from-typescript.ts';

export interface SolutionFile {
  /** `reference` must be Accepted; `wrong` (wrong.py, wrong-brute.cpp, …) must not be. */
  kind: 'reference' | 'wrong';
  /** File name inside solutions/, e.g. `wrong-brute.cpp`. */
  file: string;
  path: string;
  language: LanguageId;
  /** The JavaScript reference, which is reference.ts with its types stripped (no reference.js). */
  fromTypescript: boolean;
}

const solutionName = /^(reference|wrong(?:[-_.][a-z0-9-]+)?)\.([a-z]+)$/;

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
      return [{ kind, file, path: join(dir, file), language, fromTypescript: false }];
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

/** The code of a solution file as the judge runs it in the file's language. */
export function solutionCode(file: SolutionFile): string {
  const code = readFileSync(file.path, 'utf8');
  return file.fromTypescript ? javascriptFromTypescript(code) : code;
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
