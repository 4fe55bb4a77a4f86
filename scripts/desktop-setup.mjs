#!/usr/bin/env node
// `npm run desktop:setup`: fetches Electron's binary (npm install skips it) and proves that
// Electron loads better-sqlite3. Its Node-API binary is shared by Node and Electron; where the
// package ships none for this OS and CPU, it is compiled here from source, once.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { electronPackage, fail, repoRoot } from './lib/desktop-native.mjs';

const require = createRequire(join(repoRoot, 'package.json'));
const run = (command, args, options = {}) =>
  spawnSync(command, args, { encoding: 'utf8', ...options });

/** The last line of a failed tool's output: its reason, without its stack. */
const reasonOf = (result) =>
  `${result.error?.message ?? ''}\n${result.stderr ?? ''}\n${result.stdout ?? ''}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '))
    .at(-1) ?? `exit code ${result.status}`;

let electron = electronPackage();
if (!electron.executable) {
  console.log(`Fetching Electron ${electron.version}…`);
  const fetched = run(process.execPath, [join(electron.dir, 'install.js')]);
  electron = electronPackage();
  if (fetched.status !== 0 || !electron.executable)
    fail(
      `Could not download Electron ${electron.version}: ${reasonOf(fetched)}\n` +
        'This step needs network access (github.com, or a mirror in ELECTRON_MIRROR).\n' +
        'Nothing was changed; run `npm run desktop:setup` again once the network answers.',
    );
}

// Electron's own Node opens a database, the way the app's main process will.
const loadsInElectron = () =>
  run(
    electron.executable,
    ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"],
    { cwd: repoRoot, env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' } },
  );
let loaded = loadsInElectron();
if (loaded.status !== 0) {
  console.log('better-sqlite3 has no prebuilt binary for this computer; compiling it…');
  const built = run(process.execPath, [require.resolve('node-gyp/bin/node-gyp.js'), 'rebuild'], {
    cwd: dirname(require.resolve('better-sqlite3/package.json')),
    stdio: 'inherit',
  });
  if (built.status !== 0)
    fail(
      'Could not compile better-sqlite3: a C++ toolchain and Python are needed (Linux: build-essential, ' +
        'python3; macOS: Xcode Command Line Tools; Windows: Visual Studio Build Tools).',
    );
  loaded = loadsInElectron();
}
if (loaded.status !== 0) fail(`Electron cannot load better-sqlite3: ${reasonOf(loaded)}`);
console.log(`Electron ${electron.version} is ready: \`npm run desktop\` starts the app.`);
