import type { LanguageId } from '@zencode/shared/contract';
import { getLanguage, referenceLanguages, toolchainVersion } from '@zencode/shared/judge';

/**
 * The problem's reference solution in the first language this machine can run, in the registry's
 * order of preference (the catalogue's expected outputs came from the same), if any.
 */
export async function pickReference(
  solutions: Partial<Record<string, string>>,
): Promise<{ language: LanguageId; code: string } | null> {
  for (const language of referenceLanguages) {
    const code = solutions[language];
    if (code && (await toolchainVersion(getLanguage(language))) !== null) return { language, code };
  }
  return null;
}
