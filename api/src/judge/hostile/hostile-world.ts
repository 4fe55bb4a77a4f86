import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupervisor } from '@zencode/shared/judge';

/** Ports this suite may listen on (assigned to the sandbox work). */
const portRange = { first: 18300, last: 18399 };
const hostTmpEscape = path.join(os.tmpdir(), 'zencode-hostile-escape.txt');

/**
 * Everything a hostile program could harm, set up on the host: a work root holding every
 * submission's work dir beside a canary, a fake DATA_DIR with credentials, another learner's
 * submission, a secret in the server's environment, and listeners (TCP on loopback, a Unix socket
 * and an abstract socket) that count connections. Files are world-writable on purpose: only the
 * sandbox may protect them, not permissions.
 */
export interface HostileWorld {
  workRoot: string;
  /** The caller puts it in the server's environment (only tests may touch process.env). */
  envSecret: string;
  placeholders: Record<string, string>;
  /** Strings that must never appear in anything a program prints. */
  secrets: string[];
  /** Environment marker given to a case's processes, to find any that survive. */
  newMarker(): string;
  /** Harm done so far, described; empty when the world is intact. */
  harms(markers: string[]): Promise<string[]>;
  close(): Promise<void>;
}

function countingServer(connections: { count: number }): net.Server {
  return net.createServer((socket) => {
    connections.count += 1;
    socket.destroy();
  });
}

function listen(server: net.Server, target: number | string): Promise<boolean> {
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    if (typeof target === 'number') server.listen(target, '127.0.0.1', () => resolve(true));
    else server.listen(target, () => resolve(true));
  });
}

async function listenOnFreePort(server: net.Server): Promise<number> {
  const offset = Math.floor(Math.random() * (portRange.last - portRange.first + 1));
  for (let i = 0; i <= portRange.last - portRange.first; i++) {
    const port = portRange.first + ((offset + i) % (portRange.last - portRange.first + 1));
    if (await listen(server, port)) return port;
  }
  throw new Error('no free port in 18300-18399');
}

/** Processes (other than ours) whose environment or command line holds the marker. */
async function processesMarked(markers: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    for (const file of ['environ', 'cmdline']) {
      const content = await readFile(`/proc/${pid}/${file}`, 'latin1').catch(() => '');
      const marker = markers.find((candidate) => content.includes(candidate));
      if (marker) {
        const cmdline = await readFile(`/proc/${pid}/cmdline`, 'latin1').catch(() => '');
        found.push(`process ${pid} (${cmdline.replaceAll('\0', ' ').trim()}) survived`);
        break;
      }
    }
  }
  return found;
}

/** Builds the world; `close()` tears it down. */
export async function createHostileWorld(): Promise<HostileWorld> {
  const nonce = randomBytes(8).toString('hex');
  const workRoot = await mkdtemp(path.join(os.tmpdir(), 'zc-hostile-'));
  await chmod(workRoot, 0o777);
  const canaryPath = path.join(workRoot, 'canary.txt');
  const canaryContent = `canary-${nonce}\n`;
  await writeFile(canaryPath, canaryContent, { mode: 0o666 });
  await chmod(canaryPath, 0o666);
  const canaryMtime = (await stat(canaryPath)).mtimeMs;
  const dataDir = path.join(workRoot, 'data');
  await mkdir(dataDir, { mode: 0o777 });
  const dataDirFile = path.join(dataDir, 'credentials.env');
  const databaseSecret = `db-secret-${nonce}`;
  await writeFile(dataDirFile, `DATABASE_URL=postgres://zencode:${databaseSecret}@127.0.0.1/db\n`);
  const otherSubmissionName = 'submission-other';
  const otherDir = path.join(workRoot, otherSubmissionName);
  await mkdir(otherDir, { mode: 0o777 });
  const otherSubmissionFile = path.join(otherDir, 'solution.txt');
  const otherSecret = `other-learner-${nonce}`;
  await writeFile(otherSubmissionFile, `${otherSecret}\n`, { mode: 0o666 });
  const repoFile = fileURLToPath(new URL('../../../../package.json', import.meta.url));
  const envSecret = `env-secret-${nonce}`;
  // Where the judge keeps the supervisor it copies into every sandbox (the suite's sandbox uses
  // the default cache dir): a program must not learn it from the mount table.
  const supervisorDir = path.dirname(await ensureSupervisor());

  const connections = { count: 0 };
  const tcp = countingServer(connections);
  const listenPort = await listenOnFreePort(tcp);
  const unixSocket = path.join(workRoot, 'api.sock');
  const unix = countingServer(connections);
  if (!(await listen(unix, unixSocket))) throw new Error('cannot listen on a Unix socket');
  await chmod(unixSocket, 0o777);
  const abstractSocket = `zencode-hostile-${nonce}`;
  const abstract = countingServer(connections);
  if (!(await listen(abstract, `\0${abstractSocket}`))) throw new Error('no abstract socket');
  await rm(hostTmpEscape, { force: true });
  const expectedEntries = new Set(['canary.txt', 'data', otherSubmissionName, 'api.sock']);

  /** Our own connection still gets through: the test process and its listener are alive. */
  async function stillServing(): Promise<boolean> {
    const before = connections.count;
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect(listenPort, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    // Wait for the server side to count it, then forget it.
    for (let i = 0; connected && connections.count === before && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const served = connections.count === before + 1;
    connections.count = before;
    return connected && served;
  }

  return {
    workRoot,
    envSecret,
    placeholders: {
      canaryPath,
      repoFile,
      dataDirFile,
      otherSubmissionFile,
      otherSubmissionName,
      outsideDir: workRoot,
      listenPort: String(listenPort),
      unixSocket,
      abstractSocket,
      testPid: String(process.pid),
      supervisorDir,
      supervisorId: path.basename(supervisorDir),
    },
    secrets: [canaryContent.trim(), databaseSecret, otherSecret, envSecret, '"workspaces"'],
    newMarker: () => `ZENCODE_CASE_${randomBytes(6).toString('hex')}`,
    async harms(markers) {
      const ours = new RegExp(`^zc-run-${process.pid}-`);
      const harms: string[] = [];
      if (connections.count > 0)
        harms.push(`${connections.count} connection(s) reached a listener`);
      const canary = await readFile(canaryPath, 'utf8').catch(() => 'missing');
      if (canary !== canaryContent) harms.push('the canary file changed');
      if ((await stat(canaryPath)).mtimeMs !== canaryMtime) harms.push('the canary was touched');
      if ((await readFile(otherSubmissionFile, 'utf8')) !== `${otherSecret}\n`) {
        harms.push("another submission's file changed");
      }
      for (const entry of await readdir(workRoot)) {
        // The judge's own work dirs (sandboxes started ahead make theirs here): zc-run-<our pid>-.
        if (!expectedEntries.has(entry) && !entry.startsWith('case-') && !ours.test(entry)) {
          harms.push(`a file appeared beside the work dirs: ${entry}`);
        }
      }
      if (existsSync(hostTmpEscape)) harms.push(`${hostTmpEscape} was written on the host`);
      if (!(await stillServing())) harms.push('the test process stopped serving');
      harms.push(...(await processesMarked(markers)));
      return harms;
    },
    async close() {
      await Promise.all(
        [tcp, unix, abstract].map((server) => new Promise((resolve) => server.close(resolve))),
      );
      await rm(workRoot, { recursive: true, force: true });
    },
  };
}
