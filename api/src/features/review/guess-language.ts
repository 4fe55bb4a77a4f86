import type { LanguageId } from '@zencode/shared/contract';
import { languages } from '@zencode/shared/judge';

/** The languages that can be guessed, in the order their marks are tried (the registry's). */
const guessable = languages
  .flatMap((language) => ('guess' in language ? [{ id: language.id, ...language.guess }] : []))
  .sort((a, b) => a.order - b.order);

/**
 * The language a snippet is most likely written in, for reviews sent without one (the product's
 * payload is only `{code}`): the first language of the registry whose marks it has (Java and
 * C++ first; JavaScript takes what no other claims).
 */
export function guessLanguage(code: string): LanguageId {
  return (guessable.find((language) => language.marks.test(code)) ?? guessable.at(-1)!).id;
}
