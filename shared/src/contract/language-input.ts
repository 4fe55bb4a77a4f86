import { z } from 'zod';
import { LANGUAGE_ALIASES } from './constants.ts';
import { languageIds, type LanguageId } from './signature.ts';

const names = [...languageIds, ...Object.keys(LANGUAGE_ALIASES)] as [string, ...string[]];

/** A language as clients may name it: an id or one of the short aliases learners type (py, js), read as the id. */
export const languageInputSchema = z
  .enum(names)
  .transform((name): LanguageId =>
    Object.hasOwn(LANGUAGE_ALIASES, name) ? LANGUAGE_ALIASES[name]! : (name as LanguageId),
  );
export type LanguageInput = z.input<typeof languageInputSchema>;
