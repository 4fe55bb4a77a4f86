#!/usr/bin/env node
// `npm run desktop`: builds the app and starts it in Electron once `npm run desktop:setup` has
// fetched Electron's binary; without it, says so instead of Electron's own stack trace.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { electronPackage, fail, repoRoot } from './lib/desktop-native.mjs';

const electron = electronPackage();
if (!electron.executable)
  fail(
    `Electron ${electron.version}'s binary is not installed (npm install skips its download).\n` +
      'Run `npm run desktop:setup` once (it needs network access), then `npm run desktop`.',
  );
const preview = spawn(
  process.execPath,
  [
    join(repoRoot, 'node_modules/electron-vite/bin/electron-vite.js'),
    'preview',
    ...process.argv.slice(2),
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
preview.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
