import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The harnesses' fixed parts, written in their own languages so that compilers and linters read
 * them (`harness-runtime.test.ts` checks each with warnings as errors):
 * - `prelude.py` LeetCode's Python environment, `driver.py` the Python driver;
 * - `driver.js` the JavaScript (and TypeScript) driver;
 * - `Main.java` the Java driver, whose `<generated>` section the harness replaces, and
 *   `ZcNodes.java` LeetCode's ListNode and TreeNode;
 * - `zc-wire.h` and `zc-driver.h` the C core of the C and C++ harnesses, `zc-runtime.hpp` its
 *   C++ layer.
 */
export type HarnessRuntimeFile =
  | 'prelude.py'
  | 'driver.py'
  | 'driver.js'
  | 'Main.java'
  | 'ZcNodes.java'
  | 'zc-wire.h'
  | 'zc-driver.h'
  | 'zc-runtime.hpp';

/**
 * Beside this module in the source tree (the API under tsx, the tests); the desktop's main bundle
 * gets a copy beside itself (`out/main/harness-runtime`, see electron.vite.config.ts).
 */
export const harnessRuntimeDir = join(import.meta.dirname, 'harness-runtime');

const texts = new Map<HarnessRuntimeFile, string>();

/** One runtime file's text, read once per process. */
export function harnessRuntime(name: HarnessRuntimeFile): string {
  let text = texts.get(name);
  if (text === undefined) {
    text = readFileSync(join(harnessRuntimeDir, name), 'utf8');
    texts.set(name, text);
  }
  return text;
}
