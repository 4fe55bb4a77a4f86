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
 *   C++ layer;
 * - `include/bits/stdc++.h` every C++ standard header, for any standard library (the C++
 *   language's prepared dir holds it).
 */

/**
 * Beside this module in the source tree (the API under tsx, the tests); the desktop's main bundle
 * gets a copy beside itself (`out/main/harness-runtime`, see electron.vite.config.ts).
 */
export const harnessRuntimeDir = join(import.meta.dirname, 'harness-runtime');

const texts = new Map<string, string>();

/** One runtime file's text (path under harness-runtime/), read once per process. */
export function harnessRuntime(name: string): string {
  let text = texts.get(name);
  if (text === undefined) {
    text = readFileSync(join(harnessRuntimeDir, name), 'utf8');
    texts.set(name, text);
  }
  return text;
}
