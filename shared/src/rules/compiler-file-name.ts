import { LANGUAGE_FILE_EXTENSIONS, type LanguageId } from '../contract/index.ts';

/** A new compiler tab's name, main{n}.{ext}: the next number after the open files, never a taken one. */
export function nextCompilerFileName(openNames: readonly string[], language: LanguageId): string {
  const taken = new Set(openNames);
  const extension = LANGUAGE_FILE_EXTENSIONS[language];
  let number = openNames.length + 1;
  while (taken.has(`main${number}.${extension}`)) number += 1;
  return `main${number}.${extension}`;
}
