import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './desktop/renderer/vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (...parts: string[]): string => resolve(root, ...parts);

/**
 * Builds the desktop app: main (out/main), preload (out/preload) and the renderer (out/renderer),
 * which is also the web app the API serves. Works without the Electron binary.
 */
export default defineConfig({
  main: {
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
});
