import { describe, expect, it } from 'vitest';
import {
  COMPILER_PAGE_LANGUAGES,
  HELLO_WORLD_PROGRAMS,
  LANGUAGE_FILE_EXTENSIONS,
  LANGUAGE_LABELS,
  LANGUAGE_MONACO_IDS,
  languageSchema,
} from '../../contract/index.ts';
import { languageForExtension, normalizeLanguage } from '../../rules/language.ts';
import { languages, referenceLanguages } from './registry.ts';

describe('language registry', () => {
  it('gives every language its own id, extension and aliases', () => {
    const ids = languages.map((language) => language.id);
    const extensions = ids.map((id) => LANGUAGE_FILE_EXTENSIONS[id]);
    const names = [...ids, ...languages.flatMap((language) => language.aliases)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(extensions).size).toBe(extensions.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is what the contract offers: ids, labels, editor names, extensions, aliases, hello-world, pages', () => {
    for (const language of languages) {
      expect(languageSchema.parse(language.id)).toBe(language.id);
      expect(LANGUAGE_LABELS[language.id]).toBe(language.label);
      expect(LANGUAGE_MONACO_IDS[language.id]).toBe(language.monacoId);
      expect(HELLO_WORLD_PROGRAMS[language.id]).toBe(language.helloWorld);
      expect(languageForExtension(LANGUAGE_FILE_EXTENSIONS[language.id])).toBe(language.id);
      for (const alias of language.aliases) expect(normalizeLanguage(alias)).toBe(language.id);
    }
    expect(LANGUAGE_FILE_EXTENSIONS).toMatchObject({ cpp: 'cpp', python: 'py', java: 'java' });
    expect(normalizeLanguage('JS')).toBe('javascript');
    expect(normalizeLanguage('rs')).toBe('rust');
    expect(LANGUAGE_FILE_EXTENSIONS.rust).toBe('rs');
    expect(COMPILER_PAGE_LANGUAGES).not.toContain('c');
    expect(languageForExtension('.rb')).toBeNull();
  });

  it('orders the references that compute expected outputs, fastest toolchain first', () => {
    // The catalogue's and a Run's custom inputs' expected outputs come from the same reference.
    expect(referenceLanguages).toEqual(['cpp', 'c', 'java', 'python', 'javascript']);
  });
});
