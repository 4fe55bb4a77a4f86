import type { LanguageId } from '@zencode/shared/contract';
import { getLanguage, toolchainVersion } from '@zencode/shared/judge';

/** Reference languages in order of preference: compiled ones run fastest once cached. */
const referenceOrder: LanguageId[] = ['cpp', 'c', 'javascript', 'python', 'java'];

/** The problem's reference solution in the first language this machine can run, if any. */
export async function pickReference(
  solutions: Partial<Record<string, string>>,
): Promise<{ language: LanguageId; code: string } | null> {
  for (const language of referenceOrder) {
    const code = solutions[language];
    if (code && (await toolchainVersion(getLanguage(language))) !== null) return { language, code };
  }
  return null;
}
