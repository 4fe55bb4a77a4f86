import { resolve } from 'node:path';
import { desktopBuildConfig as config } from '../../../electron.vite.config.ts';

/**
 * The app's own electron-vite configuration for main and preload, written to ZENCODE_GLUE_OUT
 * (inside the repository, so the bundle resolves node_modules as out/main does): the glue test
 * builds what it loads instead of trusting an `out/` of unknown age. No renderer: the test never
 * renders a page.
 */
const outDir = process.env.ZENCODE_GLUE_OUT;
if (!outDir) throw new Error('ZENCODE_GLUE_OUT must name the folder to build into');

export default {
  main: { ...config.main, build: { ...config.main.build, outDir: resolve(outDir, 'main') } },
  preload: {
    ...config.preload,
    build: { ...config.preload.build, outDir: resolve(outDir, 'preload') },
  },
};
