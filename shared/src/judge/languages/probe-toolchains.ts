import { execFile } from 'node:child_process';
import type { LanguageId } from '../../contract/signature.ts';
import { getLanguage, type Language, languages } from './registry.ts';
import { toolchainExecutable } from './with-toolchain.ts';

export interface ToolchainStatus {
  id: LanguageId;
  label: string;
  available: boolean;
  /** e.g. "12.2.0"; null when the toolchain is missing. */
  version: string | null;
}

/** Runs a language's version probe; resolves to its version or null when the tool is missing. */
function probe(language: Language): Promise<string | null> {
  const [file, ...args] = language.versionProbe.argv;
  return new Promise((resolve) => {
    execFile(
      file!,
      args,
      { timeout: 10_000, env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' } },
      (error, stdout, stderr) => {
        if (error) return resolve(null);
        const match = language.versionProbe.pattern.exec(`${stdout}\n${stderr}`);
        resolve(match?.[1] ?? null);
      },
    );
  });
}

const probes = new Map<string, Promise<string | null>>();

/**
 * The toolchain version of one language (probed once per process and executable), or null when
 * unavailable.
 */
export function toolchainVersion(language: Language): Promise<string | null> {
  const key = `${language.id}\0${toolchainExecutable(language)}`;
  let pending = probes.get(key);
  if (!pending) {
    pending = probe(language);
    probes.set(key, pending);
  }
  return pending;
}

/** Which toolchains this machine has, for /api/health and for refusing unavailable languages. */
export async function probeToolchains(): Promise<ToolchainStatus[]> {
  return Promise.all(
    languages.map(async ({ id }) => {
      const language = getLanguage(id);
      const version = await toolchainVersion(language);
      return { id: language.id, label: language.label, available: version !== null, version };
    }),
  );
}
