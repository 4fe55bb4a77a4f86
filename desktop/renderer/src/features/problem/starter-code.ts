import {
  HELLO_WORLD_PROGRAMS,
  type LanguageId,
  type ProblemDetails,
} from '@zencode/shared/contract';

/** The problem's boilerplate for the language, or that language's default program. */
export function starterCode(
  details: Pick<ProblemDetails, 'boilerplate'> | null,
  language: LanguageId,
): string {
  return details?.boilerplate[language] ?? HELLO_WORLD_PROGRAMS[language];
}

/**
 * The code the editor opens with (the product's reset-unless-edited rule): an edited draft is kept;
 * without one the code is the starter code for this problem and language.
 */
export function openingCode(
  draft: string | null,
  starter: string,
): { code: string; edited: boolean } {
  return draft === null ? { code: starter, edited: false } : { code: draft, edited: true };
}
