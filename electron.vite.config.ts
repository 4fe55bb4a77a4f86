import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (...parts: string[]): string => resolve(root, ...parts);

/**
 * electron-vite forces `base: './'` for production renderer builds. Relative asset URLs break deep
 * links on the web (`/problems/two-sum` would ask for `/problems/assets/...`), and the desktop app
 * serves the same files from the root of `app://zencode/`, so absolute `/` paths suit both.
 */
function absoluteBase(): Plugin {
  return { name: 'zencode:absolute-base', config: () => ({ base: '/' }) };
}

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
  renderer: {
    root: fromRoot('desktop/renderer'),
    publicDir: fromRoot('desktop/renderer/public'),
    plugins: [react(), tailwindcss(), absoluteBase()],
    resolve: { alias: { '@': fromRoot('desktop/renderer/src') } },
    build: {
      outDir: fromRoot('out/renderer'),
      emptyOutDir: true,
      // The web app is downloaded by browsers: ship it minified (electron-vite leaves it readable).
      minify: true,
      rolldownOptions: {
        input: fromRoot('desktop/renderer/index.html'),
        // Libraries change less often than the app: separate chunks stay cached across releases.
        output: {
          advancedChunks: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              },
              {
                name: 'ui',
                test: /node_modules[\\/](@radix-ui|@floating-ui|lucide-react|@tanstack)[\\/]/,
              },
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            ],
          },
        },
      },
    },
  },
});
