/* eslint-disable no-restricted-imports -- this build config runs in Node, not in the renderer */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, type UserConfig, defineConfig } from 'vite';
import { loadDesktopConfig } from '../main/desktop-config.ts';
import { precompress } from './precompress-plugin.ts';

const rendererDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(rendererDir, '../..');

/**
 * electron-vite forces `base: './'` for production renderer builds. Relative asset URLs break deep
 * links on the web (`/problems/two-sum` would ask for `/problems/assets/...`), and the desktop app
 * serves the same files from the root of `app://zencode/`, so absolute `/` paths suit both.
 */
function absoluteBase(): Plugin {
  return { name: 'zencode:absolute-base', config: () => ({ base: '/' }) };
}

/**
 * The renderer build, shared by `electron-vite build` (its `renderer` section) and the web-only
 * build `vite build -c desktop/renderer/vite.config.ts`: one React app for browser and desktop.
 */
export const rendererConfig = {
  root: rendererDir,
  base: '/',
  publicDir: resolve(rendererDir, 'public'),
  plugins: [react(), tailwindcss(), absoluteBase(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: resolve(rendererDir, 'src') },
      // monaco-vim (Vim keys) imports Monaco's files by their pre-0.50 paths, which the package's
      // export map no longer maps; they still exist, and must be the app's one Monaco.
      {
        find: /^monaco-editor\/esm\/(.*)$/,
        replacement: resolve(repoRoot, 'node_modules/monaco-editor/esm/$1'),
      },
      // Its ES module, not the browser UMD file that bundles an old copy of Monaco's internals.
      {
        find: /^monaco-vim$/,
        replacement: resolve(repoRoot, 'node_modules/monaco-vim/dist/index.mjs'),
      },
    ],
  },
  server: {
    // `electron-vite dev` / `vite` serve the renderer; API calls go to the API the desktop app
    // uses (ZENCODE_API_URL, read by the desktop's config).
    proxy: { '/api': loadDesktopConfig().apiBaseUrl },
  },
  build: {
    outDir: resolve(repoRoot, 'out/renderer'),
    emptyOutDir: true,
    // Browsers, not only Electron's Chromium, load this build.
    target: 'es2022',
    // The web app is downloaded by browsers: ship it minified (electron-vite leaves it readable).
    minify: true,
    rolldownOptions: {
      input: resolve(rendererDir, 'index.html'),
      // Libraries change less often than the app: separate chunks stay cached across releases.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(rendererConfig);
