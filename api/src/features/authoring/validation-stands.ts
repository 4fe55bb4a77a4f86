import type { LanguageId, ValidationResult } from '@zencode/shared/contract';
import { probeToolchains } from '@zencode/shared/judge';

/** The languages whose toolchain this machine has (probed once per process by the judge core). */
export async function installedLanguages(): Promise<ReadonlySet<LanguageId>> {
  const toolchains = await probeToolchains();
  return new Set(toolchains.filter((toolchain) => toolchain.available).map(({ id }) => id));
}

/**
 * True when a validation (validationView's answer) needs no background run: it proved the problem's current data,
 * and none of its languages failed only because its toolchain was missing then and is installed
 * now (a failure the admin cannot fix by editing the problem, gone once the toolchain is there).
 */
export function validationStands(
  view: ValidationResult | null,
  installed: ReadonlySet<LanguageId>,
): boolean {
  if (!view?.current) return false;
  return !view.languages.some(
    (language) => language.error !== null && installed.has(language.language),
  );
}
