import { c } from './c.ts';
import { cpp } from './cpp.ts';
import { go } from './go.ts';
import type { Signature } from '../../contract/signature.ts';
import { java } from './java.ts';
import { javascript } from './javascript.ts';
import type { LanguageSpec } from './language.ts';
import { python } from './python.ts';
import { rust } from './rust.ts';
import { typescript } from './typescript.ts';
import { withToolchain } from './with-toolchain.ts';

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
  go,
  rust,
] as const satisfies readonly LanguageSpec[];

/** A language's id, as the contract's `languageSchema` accepts it. */
export type LanguageId = (typeof languages)[number]['id'];

/** A registered language: its id is one of the contract's. */
export type Language = LanguageSpec & { id: LanguageId };

/** The languages whose reference solutions may compute expected outputs, preferred first. */
export const referenceLanguages: LanguageId[] = languages
  .flatMap((language) =>
    'referencePriority' in language ? [{ id: language.id, rank: language.referencePriority }] : [],
  )
  .sort((a, b) => a.rank - b.rank)
  .map((language) => language.id);

/**
 * Whether a problem of this signature offers the language: the language's own `offers` rule (Rust
 * is left out where LeetCode offers none), else always.
 */
export function offersLanguage(language: LanguageSpec, signature: Signature): boolean {
  return language.offers?.(signature) ?? true;
}

/** The ids of the languages a problem of this signature offers, in the UI's order. */
export function offeredLanguages(signature: Signature): LanguageId[] {
  return languages
    .filter((language) => offersLanguage(language, signature))
    .map((language) => language.id);
}

const byId = new Map<string, Language>(languages.map((language) => [language.id, language]));

/** Languages whose toolchain the desktop's learner put elsewhere (never set on the server). */
const chosen = new Map<string, Language>();

/**
 * Runs `id` with the toolchain at `executable` from now on in this process (null: the default
 * one again). The desktop's Settings › Desktop sets it; the server never does.
 */
export function setToolchainPath(id: LanguageId, executable: string | null): void {
  if (executable === null) chosen.delete(id);
  else chosen.set(id, withToolchain(byId.get(id)!, executable));
}

/** The language with this id, or undefined for an unknown id. */
export function findLanguage(id: string): Language | undefined {
  return chosen.get(id) ?? byId.get(id);
}

/** The language with this id; throws for an id outside the contract's list. */
export function getLanguage(id: LanguageId): Language {
  const language = findLanguage(id);
  if (!language) throw new Error(`Unknown language: ${id}`);
  return language;
}
