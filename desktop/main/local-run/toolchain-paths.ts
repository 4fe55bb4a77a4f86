import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import {
  languageIds,
  messages,
  toolchainPathNoVersionText,
  type LanguageId,
} from '@zencode/shared/contract';
import {
  languages,
  setToolchainPath,
  toolchainExecutable,
  toolchainVersion,
  withToolchain,
  type Language,
} from '@zencode/shared/judge';
import { z } from 'zod';
import { readSettingsFile, SettingNotSavedError, updateSettingsFile } from '../settings-file.ts';
import { discoverToolchain } from './discover-toolchains.ts';

const defaultLanguage = (id: LanguageId): Language =>
  languages.find((language) => language.id === id)!;

/** settings.json's `toolchains`: the executable the learner chose per language. */
const savedSchema = z.partialRecord(z.enum(languageIds), z.string());

/**
 * Whether `path` can be a language's toolchain: an absolute path to an executable file whose
 * version probe answers like the language's. Resolves to its version, or the message saying why not.
 */
export async function checkToolchainPath(
  id: LanguageId,
  path: string,
): Promise<{ version: string } | { error: string }> {
  if (!isAbsolute(path)) return { error: messages.toolchainPathNotAbsolute };
  const file = await stat(path).catch(() => null);
  if (!file?.isFile()) return { error: messages.toolchainPathMissing };
  const runnable = await access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
  if (!runnable) return { error: messages.toolchainPathNotExecutable };
  const language = defaultLanguage(id);
  const version = await toolchainVersion(withToolchain(language, path));
  if (version === null) return { error: toolchainPathNoVersionText(path, language.label) };
  return { version };
}

/** Finds a language's program on this computer (discoverToolchain by default). */
type Discover = (id: LanguageId, defaultExecutable: string) => string | null;

/**
 * The toolchains local runs use, applied to the judge core's languages in this process: the
 * learner's paths (Settings › Desktop, kept in settings.json), else the ones found on this
 * computer (PATH and the OS's usual install places), else the language file's default.
 */
export function createToolchainPaths(
  file: string,
  discover: Discover = (id, defaultExecutable) => discoverToolchain(id, defaultExecutable),
) {
  function saved(): Partial<Record<LanguageId, string>> {
    const parsed = savedSchema.safeParse(readSettingsFile(file).toolchains);
    return parsed.success ? parsed.data : {};
  }
  /** The program found on this computer for `id`, or null to keep the language file's. */
  function found(id: LanguageId): string | null {
    const defaultExecutable = toolchainExecutable(defaultLanguage(id));
    const path = discover(id, defaultExecutable);
    return path === defaultExecutable ? null : path;
  }
  return {
    saved,
    /**
     * At start: every saved path applies (a path that went away then reads "not found"), and
     * every other language runs with what was found on this computer.
     */
    apply(): void {
      const chosen = saved();
      for (const { id } of languages) setToolchainPath(id, chosen[id] ?? found(id));
    },
    /**
     * Uses `path` for language `id` from now on, after checking it; null or '' goes back to the
     * toolchain found on this computer. A refused path, or one settings.json cannot keep, changes
     * nothing.
     */
    async choose(id: LanguageId, path: string | null): Promise<{ error: string | null }> {
      const next = { ...saved() };
      if (path) {
        const checked = await checkToolchainPath(id, path);
        if ('error' in checked) return checked;
        next[id] = path;
      } else delete next[id];
      try {
        updateSettingsFile(file, { toolchains: next });
      } catch (error) {
        if (error instanceof SettingNotSavedError) return { error: error.message };
        throw error;
      }
      // Reset goes back to what was found on this computer.
      setToolchainPath(id, path || found(id));
      return { error: null };
    },
  };
}

export type ToolchainPaths = ReturnType<typeof createToolchainPaths>;
