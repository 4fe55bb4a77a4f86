#!/usr/bin/env node
// The server Playwright starts: the API with the built web app on PORT, over a fresh embedded
// PostgreSQL in a temporary DATA_DIR that is deleted when the server exits.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './lib/ensure-web-build.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const prefix = 'zencode-e2e-';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

// A run killed with SIGKILL (Playwright's default for its web server) cannot clean up after
// itself; its data directory is removed by the next run once its owner is gone.
for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(prefix))) {
  const dir = join(tmpdir(), name);
  const ownerFile = join(dir, 'e2e.owner');
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : NaN;
  if (!Number.isInteger(owner) || !isAlive(owner)) rmSync(dir, { recursive: true, force: true });
}

ensureWebBuild(repoRoot);
const dataDir = mkdtempSync(join(tmpdir(), prefix));
// When run as root, PostgreSQL runs as the `postgres` user, which must be able to enter it.
chmodSync(dataDir, 0o755);
writeFileSync(join(dataDir, 'e2e.owner'), String(process.pid));

const server = spawn(process.execPath, ['--import', 'tsx', join('api', 'src', 'server.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: process.env.HOST ?? '127.0.0.1',
    PORT: process.env.PORT ?? '8787',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST: join(repoRoot, 'out', 'renderer'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The browser tests judge on a shared 2-core machine: 83 shipped problems validated in the
    // background would slow every verdict. background-validation.spec.ts starts its own server.
    BACKGROUND_VALIDATION: process.env.BACKGROUND_VALIDATION ?? 'off',
  },
});

// The server shares this process group and may have received the signal too; SIGTERM asks it to
// stop either way (it ignores repeats), whereas a second SIGINT would make it skip the clean stop.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill('SIGTERM'));
}
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
