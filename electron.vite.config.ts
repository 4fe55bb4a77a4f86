import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererConfig } from './desktop/renderer/vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (...parts: string[]): string => resolve(root, ...parts);

/**
 * The sandbox supervisor's C source beside the main bundle (out/main/supervisor.c), where the
 * judge core looks for it: the local runner compiles it on the learner's machine on first use.
 */
function shipSupervisorSource(): Plugin {
  return {
    name: 'zencode-supervisor-source',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'supervisor.c',
        source: readFileSync(fromRoot('shared/src/judge/sandbox/supervisor.c'), 'utf8'),
      });
    },
  };
}

/**
 * The harness runtimes (driver.py, Main.java, zc-driver.h, ...) beside the main bundle
 * (out/main/harness-runtime/), where `signature/harness-runtime.ts` reads them: the bundle's
 * `import.meta.dirname` is out/main.
 */
function shipHarnessRuntimes(): Plugin {
  const dir = fromRoot('shared/src/judge/signature/harness-runtime');
  return {
    name: 'zencode-harness-runtimes',
    generateBundle() {
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const path = relative(dir, resolve(entry.parentPath, entry.name));
        this.emitFile({
          type: 'asset',
          fileName: `harness-runtime/${path.split(sep).join('/')}`,
          source: readFileSync(resolve(dir, path), 'utf8'),
        });
      }
    },
  };
}

/**
 * Builds the desktop app: main (out/main), preload (out/preload) and the renderer (out/renderer),
 * which is also the web app the API serves. Works without the Electron binary.
 */
export const desktopBuildConfig = {
  main: {
    plugins: [shipSupervisorSource(), shipHarnessRuntimes()],
    build: {
      outDir: fromRoot('out/main'),
      lib: { entry: fromRoot('desktop/main/index.ts') },
    },
  },
  preload: {
    build: {
      outDir: fromRoot('out/preload'),
      // Sandboxed preload scripts cannot be ES modules: one self-contained CommonJS file.
      lib: {
        entry: fromRoot('desktop/preload/index.ts'),
        formats: ['cjs'],
        fileName: () => 'index.cjs',
      },
      externalizeDeps: false,
    },
  },
  renderer: rendererConfig,
} satisfies UserConfig;

export default defineConfig(desktopBuildConfig);
