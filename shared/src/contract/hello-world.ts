import { languages, type LanguageId } from '../judge/languages/registry.ts';

/**
 * Each language's default program: the compiler page's new files and the problem
 * page's fallback when a problem has no boilerplate. Written in each language's file.
 */
export const HELLO_WORLD_PROGRAMS = Object.fromEntries(
  languages.map((language) => [language.id, language.helloWorld]),
) as Record<LanguageId, string>;
