import {
  isTeachingEditorial,
  languageIds,
  parseTeachingEditorial,
  type LanguageId,
} from '../contract/index.ts';
import { languageForExtension } from './language.ts';

type PerLanguage = Partial<Record<LanguageId, string>>;

/** The languages a `reference.<ext>` marker names; reference.ts is the JavaScript one's source too. */
function markerLanguages(marker: string): LanguageId[] {
  const language = languageForExtension(marker.slice('reference.'.length));
  if (!language) return [];
  return language === 'typescript' ? ['typescript', 'javascript'] : [language];
}

/** `code` in the registry's language order, only the languages that have some. */
function inOrder(code: PerLanguage, keep: (language: LanguageId) => boolean): PerLanguage {
  const ordered: PerLanguage = {};
  for (const language of languageIds)
    if (code[language] !== undefined && keep(language)) ordered[language] = code[language];
  return ordered;
}

/**
 * The code under each approach of a teaching editorial, by its marker then language:
 * `reference.<ext>` is that language's reference, `reference` every other reference, and
 * `wrong-<what>` the slower solution the catalogue ships (`slowCode`); `none` shows nothing.
 * An editorial of the old format has none (the page shows the references below it).
 */
export function approachCodeFor(
  markdown: string,
  references: PerLanguage,
  slowCode: Record<string, PerLanguage>,
): Record<string, PerLanguage> {
  if (!isTeachingEditorial(markdown)) return {};
  const markers = parseTeachingEditorial(markdown).approaches.flatMap((approach) =>
    approach.code && approach.code !== 'none' ? [approach.code] : [],
  );
  const ownLanguages = new Set(
    markers.filter((marker) => marker.startsWith('reference.')).flatMap(markerLanguages),
  );
  const code: Record<string, PerLanguage> = {};
  for (const marker of markers) {
    if (marker === 'reference')
      code[marker] = inOrder(references, (language) => !ownLanguages.has(language));
    else if (marker.startsWith('reference.')) {
      const languages = markerLanguages(marker);
      code[marker] = inOrder(references, (language) => languages.includes(language));
    } else code[marker] = inOrder(slowCode[marker] ?? {}, () => true);
  }
  return code;
}

/**
 * The code to show under an approach: the learner's language, else the first language (in the
 * registry's order) that has it, marked as not the learner's own; null when there is none.
 */
export function approachCodeIn(
  code: PerLanguage | undefined,
  language: LanguageId,
): { language: LanguageId; code: string; own: boolean } | null {
  if (!code) return null;
  const own = code[language];
  if (own !== undefined) return { language, code: own, own: true };
  const other = languageIds.find((id) => code[id] !== undefined);
  return other ? { language: other, code: code[other]!, own: false } : null;
}
