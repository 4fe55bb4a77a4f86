import {
  LANGUAGE_ALIASES,
  LANGUAGE_FILE_EXTENSIONS,
  LANGUAGE_LABELS,
  languageIds,
  type LanguageId,
} from '../contract/index.ts';

/** The language id for a name or alias (case-insensitive: 'py', 'JS', 'cpp'), or null. */
export function normalizeLanguage(name: string): LanguageId | null {
  const key = name.trim().toLowerCase();
  if ((languageIds as readonly string[]).includes(key)) return key as LanguageId;
  return Object.hasOwn(LANGUAGE_ALIASES, key) ? LANGUAGE_ALIASES[key]! : null;
}

/** The label users see: C++ for cpp, C, Python, JavaScript, Java. */
export function languageLabel(language: LanguageId): string {
  return LANGUAGE_LABELS[language];
}

/** The language whose files end in this extension ('py', with or without the dot), or null. */
export function languageForExtension(extension: string): LanguageId | null {
  const bare = extension.replace(/^\./, '');
  return languageIds.find((id) => LANGUAGE_FILE_EXTENSIONS[id] === bare) ?? null;
}
