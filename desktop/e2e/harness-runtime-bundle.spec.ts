import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * After `npm run build`: the harness runtimes (driver.py, Main.java, zc-driver.h, ...) ship
 * beside the main bundle, where the judge core bundled into it reads them. Needs no page.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const sourceDir = join(repoRoot, 'shared/src/judge/signature/harness-runtime');
const shippedDir = join(repoRoot, 'out/main/harness-runtime');

/** Paths of the files under `root`, relative to it. */
const filesIn = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));

test('every harness runtime ships beside the main bundle, unchanged', () => {
  const sources = filesIn(sourceDir).sort();
  expect(sources).toContain('driver.py');
  expect(filesIn(shippedDir).sort()).toEqual(sources);
  for (const name of sources) {
    expect(readFileSync(join(shippedDir, name), 'utf8'), name).toBe(
      readFileSync(join(sourceDir, name), 'utf8'),
    );
  }
  // The bundle looks for them beside itself (import.meta.dirname is out/main).
  expect(readFileSync(join(repoRoot, 'out/main/index.js'), 'utf8')).toContain(
    'join(import.meta.dirname, "harness-runtime")',
  );
});
