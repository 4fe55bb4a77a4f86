import { buildSync } from 'esbuild';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The npm packages LeetCode's JavaScript and TypeScript offer without an import, at the versions
 * LeetCode documents (pinned in shared/package.json), and the globals each defines.
 */
export const leetcodeLibraries = {
  '@datastructures-js/priority-queue': ['PriorityQueue', 'MinPriorityQueue', 'MaxPriorityQueue'],
  '@datastructures-js/queue': ['Queue'],
  '@datastructures-js/deque': ['Deque'],
  lodash: ['_'],
} as const;

/** The file a harness writes the bundle to and requires before the learner's code. */
export const leetcodeLibrariesFile = 'zc-libraries.cjs';

const entry = `const modules = {
${Object.keys(leetcodeLibraries)
  .map((name) => `  ${JSON.stringify(name)}: require(${JSON.stringify(name)}),`)
  .join('\n')}
};
${Object.entries(leetcodeLibraries)
  .flatMap(([name, globals]) =>
    globals.map((global) =>
      global === '_'
        ? `globalThis._ = modules[${JSON.stringify(name)}];`
        : `globalThis.${global} = modules[${JSON.stringify(name)}].${global};`,
    ),
  )
  .join('\n')}
module.exports = modules;
`;

let bundle: string | undefined;

/**
 * The installed packages bundled into one CommonJS file (built once per process from
 * node_modules): the sandboxed program needs no network and no node_modules of its own.
 */
export function leetcodeLibrariesBundle(): string {
  bundle ??= buildSync({
    stdin: { contents: entry, resolveDir: dirname(fileURLToPath(import.meta.url)), loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    write: false,
  }).outputFiles[0]!.text;
  return bundle;
}

/**
 * Harness lines loading the bundle; `require` of a bundled package works in the learner's code
 * too (their script runs outside any module, where `require` is otherwise undefined).
 */
export const leetcodeLibrariesLoader = `const zcLibraries = require('./${leetcodeLibrariesFile}');
globalThis.require = (name) => (Object.hasOwn(zcLibraries, name) ? zcLibraries[name] : require(name));`;
