import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DESKTOP_URL_SCHEME } from '@zencode/shared/contract';
import sharp from 'sharp';
import { appUserModelId } from './main/app-user-model-id.ts';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const configPath = fileURLToPath(new URL('./electron-builder.json', import.meta.url));

// electron-builder's own loading and validation, as `electron-builder --config` runs them.
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: string, fromOptions: null): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, logger: unknown): Promise<void>;
};
// The dependencies electron-builder gives a deb when the configuration names none.
const { default: FpmTarget } = require('app-builder-lib/out/targets/FpmTarget') as {
  default: { prototype: { getDefaultDepends(target: string): string[] } };
};
const { DebugLogger } = require('builder-util') as {
  DebugLogger: new (enabled: boolean) => unknown;
};

interface BuilderConfig {
  appId?: string;
  productName?: string;
  asarUnpack?: string[];
  protocols?: { schemes: string[] }[];
  electronFuses?: Record<string, boolean>;
  linux?: { target?: string[]; icon?: string };
  win?: { target?: string[]; icon?: string };
  mac?: { target?: string[]; icon?: string };
  [key: string]: unknown;
}

const loadConfig = () => getConfig(repoRoot, configPath, null);
const packageJson = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
    dependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };

// Compiling electron-builder's schema takes a few seconds on a busy machine.
describe('electron-builder configuration', { timeout: 60_000 }, () => {
  it("passes electron-builder's own schema", async () => {
    await expect(validateConfiguration(await loadConfig(), new DebugLogger(false))).resolves.toBe(
      undefined,
    );
  });

  it('is refused by the schema when it is wrong, so the check above means something', async () => {
    const misspelt = { ...(await loadConfig()), appid: 'dev.zencode.desktop' };
    await expect(validateConfiguration(misspelt, new DebugLogger(false))).rejects.toThrow(
      /unknown property 'appid'/,
    );
    const misplaced = { ...(await loadConfig()), linux: { target: ['AppImage'], oneClick: false } };
    await expect(validateConfiguration(misplaced, new DebugLogger(false))).rejects.toThrow(
      /configuration\.linux/,
    );
  });

  it('builds AppImage and deb, NSIS and dmg under the app id and product name', async () => {
    const config = await loadConfig();
    expect(config.appId).toBe('dev.zencode.desktop');
    expect(config.productName).toBe('ZenCode');
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
  });

  it('registers the zencode:// scheme the sign-in links use', async () => {
    expect((await loadConfig()).protocols?.flatMap((p) => p.schemes)).toEqual([DESKTOP_URL_SCHEME]);
  });

  it('sets the fuses: no RunAsNode, no inspect arguments, app only from its asar, cookies encrypted', async () => {
    expect((await loadConfig()).electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
    });
  });

  it("gives the deb electron-builder's default dependencies (setting `depends` replaces them)", async () => {
    const defaults = FpmTarget.prototype.getDefaultDepends('deb');
    expect(defaults).toContain('libgtk-3-0');
    const depends = ((await loadConfig()).deb as { depends?: string[] } | undefined)?.depends;
    expect(depends).toEqual(expect.arrayContaining(defaults));
  });

  it('gives Windows notifications the id the installer registers (the app id)', async () => {
    expect(appUserModelId).toBe((await loadConfig()).appId);
  });

  it('packs the native modules without rebuilding them: one Node-API binary serves Node and Electron', async () => {
    // A rebuild would replace node_modules' binaries in place, under the tests' feet.
    expect((await loadConfig()).npmRebuild).toBe(false);
  });

  it('packs the native modules as runtime dependencies, unpacked from the asar', async () => {
    const root = packageJson('../package.json');
    const desktop = packageJson('./package.json');
    const runtime = { ...root.dependencies, ...root.optionalDependencies };
    const desktopRuntime = { ...desktop.dependencies, ...desktop.optionalDependencies };
    for (const native of ['better-sqlite3', 'keytar']) {
      // electron-builder packs the app's own runtime dependencies.
      expect(runtime[native], native).toBe(desktopRuntime[native]);
      expect((await loadConfig()).asarUnpack).toContain(`**/node_modules/${native}/**`);
    }
  });

  it('uses an icon made from the ZenCode mark, large enough for every platform', async () => {
    const config = await loadConfig();
    const icons = new Set([config.linux?.icon, config.win?.icon, config.mac?.icon]);
    expect([...icons]).toEqual(['desktop/build/icon.png']);
    const { width, height, format } = await sharp(`${repoRoot}/desktop/build/icon.png`).metadata();
    expect({ width, height, format }).toEqual({ width: 1024, height: 1024, format: 'png' });
    // The same drawing as the favicon, scaled with a margin.
    const favicon = readFileSync(`${repoRoot}/desktop/renderer/public/favicon.svg`, 'utf8');
    const mark = favicon.slice(favicon.indexOf('>') + 1, favicon.lastIndexOf('</svg>'));
    expect(readFileSync(`${repoRoot}/desktop/build/icon.svg`, 'utf8')).toContain(mark);
  });
});
