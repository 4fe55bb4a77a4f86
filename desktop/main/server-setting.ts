import { messages } from '@zencode/shared/contract';
import { z } from 'zod';
import { readSettingsFile, SettingNotSavedError, updateSettingsFile } from './settings-file.ts';

/** An API origin the app can use: http(s), without a trailing slash. */
export const serverUrlSchema = z
  .url({ protocol: /^https?$/, error: messages.serverUrlInvalid })
  .transform((url) => url.replace(/\/+$/, ''));

const settingSchema = z.object({ serverUrl: serverUrlSchema });

/**
 * The server the learner chose in Settings › Desktop (settings.json in the user-data dir), or
 * null when none was chosen or the file is damaged: the app then uses ZENCODE_API_URL's.
 */
export function readServerSetting(file: string): string | null {
  const parsed = settingSchema.safeParse(readSettingsFile(file));
  return parsed.success ? parsed.data.serverUrl : null;
}

/**
 * Keeps the learner's server for the next start (written aside and renamed, so a crash never
 * leaves half a file). Returns the kept URL, or the message saying why `url` is refused or
 * could not be kept.
 */
export function writeServerSetting(
  file: string,
  url: unknown,
): { serverUrl: string } | { error: string } {
  const parsed = serverUrlSchema.safeParse(url);
  if (!parsed.success) return { error: messages.serverUrlInvalid };
  try {
    updateSettingsFile(file, { serverUrl: parsed.data });
  } catch (error) {
    if (error instanceof SettingNotSavedError) return { error: error.message };
    throw error;
  }
  return { serverUrl: parsed.data };
}
