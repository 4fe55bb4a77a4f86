import {
  LANGUAGE_ALIASES,
  LANGUAGE_LABELS,
  languageIds,
  type LanguageId,
} from '../contract/index.ts';

/** The language id for a name or alias (case-insensitive: 'py', 'JS', 'cpp'), or null. */
export function normalizeLanguage(name: string): LanguageId | null {
  const key = name.trim().toLowerCase();
  if ((languageIds as readonly string[]).includes(key)) return key as LanguageId;
  return Object.hasOwn(LANGUAGE_ALIASES, key)
    ? LANGUAGE_ALIASES[key as keyof typeof LANGUAGE_ALIASES]
    : null;
}

/** The label users see: C++ for cpp, C, Python, JavaScript, Java. */
export function languageLabel(language: LanguageId): string {
  return LANGUAGE_LABELS[language];
}
