import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The command that fetches Electron and makes sure better-sqlite3 has a binary it loads (README). */
export const desktopSetupCommand = 'npm run desktop:setup';

/**
 * The compiled files better-sqlite3 would load, in its own order: one built here from source
 * (`build/Release`), then the prebuilt one it ships for this OS and CPU. Both are Node-API
 * modules since better-sqlite3 13, so Node (tests, the server) and Electron share them.
 */
export function sqliteBindingCandidates(packageDir: string, platform: string, arch: string) {
  return [
    join(packageDir, 'build', 'Release', 'better_sqlite3.node'),
    join(packageDir, 'prebuilds', `${platform}-${arch}.node`),
  ];
}

/**
 * The ABI a compiled Node module was built for, read from the name of its registration symbol
 * (`node_register_module_v145`; ELF, Mach-O and PE all keep it as text): a version string,
 * `napi` for a module on Node-API (loads in every runtime), or null when it is no Node module.
 */
export function moduleVersionOf(binary: Uint8Array): string | null {
  const text = Buffer.from(binary.buffer, binary.byteOffset, binary.byteLength).toString('latin1');
  const versioned = /node_register_module_v(\d+)/.exec(text);
  if (versioned) return versioned[1]!;
  return text.includes('napi_register_module_v') ? 'napi' : null;
}

/** What fixes a missing or mismatched build when the app runs from the source folder. */
export const sourceRemedy = `Run \`${desktopSetupCommand}\` in the ZenCode folder, then start the app again.`;

/** What fixes it in an installed app: its installer carries the build. */
export const installedRemedy = 'Reinstall ZenCode with an installer built by `npm run dist`.';

export type NativeBindingChoice = { path: string } | { problem: string };

/**
 * The first candidate that loads in a runtime of `moduleVersion` (the running process's
 * `process.versions.modules`): a Node-API module, or one built for exactly that ABI. Checked before
 * anything loads it: loading a build for another ABI throws deep inside the cache, and a missing
 * one left a process with no window. Otherwise the sentence the
 * start dialog shows, naming what was found and the command that fixes it.
 */
export function chooseNativeBinding(options: {
  candidates: readonly string[];
  moduleVersion: string;
  /** What the learner should do; by default the setup command (an installer says reinstall). */
  remedy?: string;
  readFile?: (path: string) => Uint8Array;
}): NativeBindingChoice {
  const read = options.readFile ?? ((path: string) => readFileSync(path));
  const found: string[] = [];
  for (const path of options.candidates) {
    let binary: Uint8Array;
    try {
      binary = read(path);
    } catch {
      continue;
    }
    const version = moduleVersionOf(binary);
    if (version === options.moduleVersion || version === 'napi') return { path };
    found.push(
      version === null
        ? `${path} is not a compiled Node module`
        : `${path} was built for NODE_MODULE_VERSION ${version}`,
    );
  }
  const what =
    found.length > 0
      ? `${found.join('; ')}, and this app needs NODE_MODULE_VERSION ${options.moduleVersion}.`
      : `Its build for this app (NODE_MODULE_VERSION ${options.moduleVersion}) is missing: looked for ${options.candidates.join(', ')}.`;
  return {
    problem: `ZenCode cannot open its offline store (better-sqlite3). ${what} ${options.remedy ?? sourceRemedy}`,
  };
}
