/* eslint-disable no-restricted-imports -- this build plugin runs in Node, not in the renderer */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|map|ttf|wasm)$/;
/** Smaller files gain nothing from compression. */
const minimumBytes = 1024;
// Best-quality Brotli takes ~40 s on Monaco's 7 MB TypeScript worker for 2% less; such giants
// (never on a page's first load) get quality 9, everything up to the editor itself quality 11.
const bestQualityUpTo = 3 * 1024 * 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes `file.br` (Brotli) and `file.gz` (gzip -9) beside one built file. */
async function precompressFile(path: string): Promise<void> {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]:
          source.byteLength <= bestQualityUpTo ? constants.BROTLI_MAX_QUALITY : 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Compresses the build once, at build time, so the API serves Brotli or gzip without spending CPU
 * per request (api/src/web/serve-web-app.ts picks the variant the browser accepts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'zencode:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (!compressible.test(path) || (await stat(path)).size < minimumBytes) continue;
        jobs.push(precompressFile(path));
      }
      await Promise.all(jobs);
    },
  };
}
