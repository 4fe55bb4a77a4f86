import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the desktop's settings are kept: settings.json in the user-data dir. */
export const settingsFile = (userDataDir: string) => join(userDataDir, 'settings.json');

/** The settings file's object; empty when the file is missing or damaged. */
export function readSettingsFile(file: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Sets some settings and keeps the others (written aside and renamed, so a crash never leaves
 * half a file).
 */
export function updateSettingsFile(file: string, patch: Record<string, unknown>): void {
  const partial = `${file}.${process.pid}.tmp`;
  const next = { ...readSettingsFile(file), ...patch };
  writeFileSync(partial, `${JSON.stringify(next)}\n`, { mode: 0o600 });
  renameSync(partial, file);
}
