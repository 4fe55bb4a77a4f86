import { z } from 'zod';
import { LANGUAGE_ALIASES } from './constants.ts';
import { languageIds, type LanguageId } from './signature.ts';

const languageAliases = Object.keys(LANGUAGE_ALIASES) as (keyof typeof LANGUAGE_ALIASES)[];

/** A language as clients may name it: an id or one of the spec's aliases (py, js), read as the id. */
export const languageInputSchema = z
  .enum([...languageIds, ...languageAliases])
  .transform((name): LanguageId =>
    Object.hasOwn(LANGUAGE_ALIASES, name)
      ? LANGUAGE_ALIASES[name as keyof typeof LANGUAGE_ALIASES]
      : (name as LanguageId),
  );
export type LanguageInput = z.input<typeof languageInputSchema>;
