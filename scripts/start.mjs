#!/usr/bin/env node
// `npm start`: builds the web app if needed, then runs the API server (which serves it).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './lib/ensure-web-build.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureWebBuild(repoRoot);

// The server gets its own process group so that a Ctrl-C reaches it once, forwarded from here,
// and it can stop its database in order instead of everything receiving the signal at once.
const server = spawn(process.execPath, ['--import', 'tsx', join('api', 'src', 'server.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
