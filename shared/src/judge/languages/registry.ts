import { c } from './c.ts';
import { cpp } from './cpp.ts';
import { java } from './java.ts';
import { javascript } from './javascript.ts';
import type { Language, LanguageSpec } from './language.ts';
import { python } from './python.ts';
import { typescript } from './typescript.ts';

/**
 * Every language the judge knows, in the order the UI lists them. Pure data: the contract (and
 * through it the browser) reads it, so nothing here may import a Node module.
 */
export const languages = [
  cpp,
  c,
  python,
  javascript,
  typescript,
  java,
] as const satisfies readonly LanguageSpec[];

/** A language's id, as the contract's `languageSchema` accepts it. */
export type LanguageId = (typeof languages)[number]['id'];

const byId = new Map<string, Language>(languages.map((language) => [language.id, language]));

/** The language with this id, or undefined for an unknown id. */
export function findLanguage(id: string): Language | undefined {
  return byId.get(id);
}

/** The language with this id; throws for an id outside the contract's list. */
export function getLanguage(id: LanguageId): Language {
  const language = byId.get(id);
  if (!language) throw new Error(`Unknown language: ${id}`);
  return language;
}
