import type { Language } from '../languages/index.ts';

/** The machine has no toolchain for the language: refused with a message, never a crash. */
export class LanguageUnavailableError extends Error {
  readonly code = 'language-unavailable';
  constructor(language: Language) {
    super(`${language.label} is not available: its toolchain is not installed on this machine.`);
    this.name = 'LanguageUnavailableError';
  }
}
