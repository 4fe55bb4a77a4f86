#!/usr/bin/env node
// `npm start`: builds the web app if needed, then runs the API server (which serves it).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './lib/ensure-web-build.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST points the server at a build of one's own: nothing to build here then.
if (!process.env.WEB_DIST) ensureWebBuild(repoRoot);

// The server gets its own process group so that a Ctrl-C reaches it once, forwarded from here,
// and it can stop its database in order instead of everything receiving the signal at once.
// The IPC channel ties it to this launcher: when this process ends in any way (kill -9 included),
// the channel closes and the server stops, database and all, instead of living on unowned.
const server = spawn(process.execPath, ['--import', 'tsx', join('api', 'src', 'server.ts')], {
  cwd: repoRoot,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// And this launcher ends with its own: when `npm` (or whatever started it) is killed, this
// process is handed to another parent, and the server is told to stop.
const launcher = process.ppid;
setInterval(() => {
  if (process.ppid !== launcher) server.kill('SIGTERM');
}, 1000).unref();
