import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settingNotSavedText } from '@zencode/shared/contract';
import { writeFileAtomically } from './write-file-atomically.ts';

/** Where the desktop's settings are kept: settings.json in the user-data dir. */
export const settingsFile = (userDataDir: string) => join(userDataDir, 'settings.json');

/** settings.json could not be written; the file on disk is as it was. */
export class SettingNotSavedError extends Error {
  override name = 'SettingNotSavedError';
  constructor(file: string, options: { cause: unknown }) {
    super(settingNotSavedText(file), options);
  }
}

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
 * half a file). Throws SettingNotSavedError when the file cannot be written, leaving it as it was.
 */
export function updateSettingsFile(file: string, patch: Record<string, unknown>): void {
  const next = { ...readSettingsFile(file), ...patch };
  try {
    // The rename would replace a read-only file: whoever made it read-only did not want that.
    if (existsSync(file)) accessSync(file, constants.W_OK);
    writeFileAtomically(file, `${JSON.stringify(next)}\n`, 0o600);
  } catch (error) {
    throw new SettingNotSavedError(file, { cause: error });
  }
}
