import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { chooseNativeBinding, sqliteBindingCandidates } from '../main/native-binding.ts';

/**
 * After `npm run build` (the browser tests run on the built app), everything the installers'
 * configuration packs is there: electron-builder itself needs the network, so this is the check
 * we can run. Needs no page.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const config = JSON.parse(
  readFileSync(join(repoRoot, 'desktop/electron-builder.json'), 'utf8'),
) as {
  files: string[];
  asarUnpack: string[];
  directories: { buildResources: string };
  linux: { icon: string };
};
const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  main: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );

test('every folder and file the installers pack exists after the build', () => {
  for (const pattern of config.files.filter((entry) => !entry.startsWith('!'))) {
    const path = join(repoRoot, pattern.replace(/\/\*\*$/, ''));
    expect(existsSync(path), pattern).toBe(true);
    if (statSync(path).isDirectory()) expect(filesIn(path).length, pattern).toBeGreaterThan(0);
  }
  expect(existsSync(join(repoRoot, config.directories.buildResources))).toBe(true);
  expect(existsSync(join(repoRoot, config.linux.icon))).toBe(true);
});

test('the packed entry points find each other: main, its preload and the renderer', () => {
  const main = join(repoRoot, rootPackage.main);
  expect(existsSync(main)).toBe(true);
  const mainSource = readFileSync(main, 'utf8');
  // The main bundle resolves these relative to itself (import.meta.url).
  for (const relative of ['../preload/index.cjs', '../renderer']) {
    expect(mainSource).toContain(relative);
    expect(existsSync(join(main, '..', relative)), relative).toBe(true);
  }
  expect(existsSync(join(main, '..', '../renderer/index.html'))).toBe(true);
  // Only Electron and Node's own modules stay outside the bundle, plus the packed native ones.
  const packed = new Set(
    Object.keys({ ...rootPackage.dependencies, ...rootPackage.optionalDependencies }),
  );
  const imported = [...mainSource.matchAll(/^import\b[^;]*?from\s*"([^"]+)";/gm)].map(
    (match) => match[1]!,
  );
  for (const specifier of imported)
    expect(
      specifier === 'electron' || specifier.startsWith('node:') || packed.has(specifier),
      specifier,
    ).toBe(true);
});

test('the sandbox supervisor’s source ships beside the main bundle, unpacked for the C compiler', () => {
  const shipped = join(repoRoot, 'out/main/supervisor.c');
  expect(existsSync(shipped)).toBe(true);
  // The judge core looks for it beside its own module, which the bundle is.
  expect(readFileSync(join(repoRoot, rootPackage.main), 'utf8')).toContain(
    'new URL("./supervisor.c", import.meta.url)',
  );
  expect(readFileSync(shipped, 'utf8')).toBe(
    readFileSync(join(repoRoot, 'shared/src/judge/sandbox/supervisor.c'), 'utf8'),
  );
  expect(config.asarUnpack).toContain('out/main/supervisor.c');
});

test('the native modules carry a binary that both Node and this Electron load', () => {
  // Electron's ABI, as its package states it (its binary is not needed to know it).
  const electronAbi = readFileSync(
    join(repoRoot, 'node_modules/electron/abi_version'),
    'utf8',
  ).trim();
  const sqliteDir = join(repoRoot, 'node_modules/better-sqlite3');
  const candidates = {
    'better-sqlite3': sqliteBindingCandidates(sqliteDir, process.platform, process.arch),
    keytar: [join(repoRoot, 'node_modules/keytar/build/Release/keytar.node')],
  };
  // Every runtime dependency that compiles native code is checked here.
  const natives = Object.keys({
    ...rootPackage.dependencies,
    ...rootPackage.optionalDependencies,
  }).filter((name) => existsSync(join(repoRoot, 'node_modules', name, 'binding.gyp')));
  expect(Object.keys(candidates).sort()).toEqual(natives.sort());
  for (const [name, paths] of Object.entries(candidates)) {
    for (const moduleVersion of [process.versions.modules, electronAbi]) {
      const choice = chooseNativeBinding({ candidates: paths, moduleVersion });
      expect(choice, `${name} for NODE_MODULE_VERSION ${moduleVersion}`).toHaveProperty('path');
    }
  }
  // And the one the app picks opens a database here.
  const chosen = chooseNativeBinding({
    candidates: candidates['better-sqlite3'],
    moduleVersion: electronAbi,
  });
  const db = new Database(':memory:', { nativeBinding: 'path' in chosen ? chosen.path : '' });
  expect(db.prepare('select 1 as one').get()).toEqual({ one: 1 });
  db.close();
});
