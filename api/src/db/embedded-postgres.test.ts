import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logger.ts';
import { queryOnce } from '../test/query-once.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'zencode-embedded-'));
chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const warnings: string[] = [];
const logger: Logger = {
  debug() {},
  info() {},
  warn: (message) => warnings.push(message),
  error() {},
};

/** Starts the cluster in another process, as a server would, and waits until it is up. */
async function holdInChild(): Promise<ChildProcess> {
  const fixture = fileURLToPath(
    new URL('../test/fixtures/hold-embedded-postgres.ts', import.meta.url),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
  return child;
}

const postmasterPid = () =>
  Number.parseInt(
    readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!,
    10,
  );

describe('embedded PostgreSQL', () => {
  it('initialises on first start and keeps the data for the next start', async () => {
    const first = await startEmbeddedPostgres({ dataDir, logger });
    await queryOnce(
      first.connectionString,
      "create table kept (value text); insert into kept values ('zen')",
    );
    await first.stop();
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(readFileSync(join(dataDir, 'postgres-password'), 'utf8').length).toBeGreaterThan(20);

    const second = await startEmbeddedPostgres({ dataDir, logger });
    expect(await queryOnce(second.connectionString, 'select value from kept')).toEqual([
      { value: 'zen' },
    ]);
    await second.stop();
  });

  it('refuses connections without the generated password', async () => {
    const server = await startEmbeddedPostgres({ dataDir, logger });
    try {
      const guess = server.connectionString.replace(/:[^:@/]+@/, ':password@');
      await expect(queryOnce(guess, 'select 1')).rejects.toThrow(/password authentication failed/);
    } finally {
      await server.stop();
    }
  });

  it('starts again after a crash left a stale postmaster.pid', async () => {
    writeFileSync(join(dataDir, 'postgres', 'postmaster.pid'), `999999\n${dataDir}/postgres\n`);
    const server = await startEmbeddedPostgres({ dataDir, logger });
    expect(warnings.some((message) => message.includes('stale'))).toBe(true);
    expect(await queryOnce(server.connectionString, 'select value from kept')).toEqual([
      { value: 'zen' },
    ]);
    await server.stop();
  });

  it('attaches to the cluster of a running server only when asked, and leaves it running', async () => {
    const owner = await holdInChild();
    await expect(startEmbeddedPostgres({ dataDir, logger })).rejects.toThrow(
      /Another ZenCode server \(process \d+\) is using the database/,
    );
    const attached = await startEmbeddedPostgres({ dataDir, logger, attach: true });
    expect(await queryOnce(attached.connectionString, 'select value from kept')).toEqual([
      { value: 'zen' },
    ]);
    await attached.stop();
    expect(await queryOnce(attached.connectionString, 'select 1 as up')).toEqual([{ up: 1 }]);
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
  });

  it('stops a server orphaned by a killed API and starts its own', async () => {
    // The previous test killed its owner with SIGKILL: its PostgreSQL is still running.
    const orphan = postmasterPid();
    expect(() => process.kill(orphan, 0)).not.toThrow();
    const server = await startEmbeddedPostgres({ dataDir, logger });
    expect(warnings.some((message) => message.includes(`process ${orphan}`))).toBe(true);
    expect(postmasterPid()).not.toBe(orphan);
    expect(await queryOnce(server.connectionString, 'select value from kept')).toEqual([
      { value: 'zen' },
    ]);
    await server.stop();
  });
});
