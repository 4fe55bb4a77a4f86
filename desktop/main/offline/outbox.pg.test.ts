import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSolution } from '../../../api/src/catalog/index.ts';
import {
  createJudgeWorld,
  type JudgeWorld,
} from '../../../api/src/features/submissions/judge-test-kit.ts';
import { createTestDatabase, type TestDatabase } from '../../../api/src/test/test-database.ts';
import { openCacheDatabase } from '../cache/index.ts';
import { createOutbox } from './outbox.ts';
import { serveOverHttp } from './outbox-test-kit.ts';

// The outbox against the real API over HTTP and its PostgreSQL: the desktop process is killed
// after the server committed the submission and before the answer reached the desktop.
const repoRoot = join(import.meta.dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'zencode-outbox-'));
const cacheFile = join(dir, 'cache.sqlite');
let test: TestDatabase;
let world: JudgeWorld;
let closeServer: () => void;
let origin: string;
let committed: () => void = () => undefined;
let holdNextAnswer = true;

beforeAll(async () => {
  test = await createTestDatabase();
  world = await createJudgeWorld(test);
  ({ origin, close: closeServer } = await serveOverHttp(async (request) => {
    const response = await world.app.fetch(request);
    if (request.method === 'POST' && holdNextAnswer) {
      holdNextAnswer = false;
      committed();
      // The answer never leaves: the desktop is killed while it waits.
      await new Promise((resolve) => setTimeout(resolve, 60_000));
    }
    return response;
  }));
}, 120_000);
afterAll(async () => {
  closeServer?.();
  await world?.close();
  await test?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('the outbox across a crash between send and acknowledgement', () => {
  it('sends the same submission again after a restart: one submission, one credit', async () => {
    const token = (await world.bearer(0)).authorization.slice('Bearer '.length);
    const serverCommitted = new Promise<void>((resolve) => (committed = resolve));
    const desktop = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { openCacheDatabase } = await import('./desktop/main/cache/index.ts');
         const { createOutbox } = await import('./desktop/main/offline/outbox.ts');
         const { db } = await openCacheDatabase(process.env.CACHE_FILE);
         const outbox = createOutbox({ db, server: process.env.ORIGIN, fetchUpstream: fetch,
           readToken: async () => process.env.TOKEN });
         await outbox.submit(JSON.parse(process.env.SUBMISSION), 'crash-test-key-1');
         console.log('acknowledged');`,
      ],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          CACHE_FILE: cacheFile,
          ORIGIN: origin,
          TOKEN: token,
          SUBMISSION: JSON.stringify({
            problemId: 'two-sum',
            language: 'python',
            code: catalogSolution('two-sum', 'reference', 'python'),
          }),
        },
      },
    );
    let output = '';
    desktop.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => desktop.on('exit', resolve));
    await serverCommitted;
    desktop.kill('SIGKILL');
    await exited;
    expect(output).not.toContain('acknowledged');

    // The app starts again: the entry is still waiting and goes out with the same key.
    const { db } = await openCacheDatabase(cacheFile);
    const outbox = createOutbox({
      db,
      server: origin,
      fetchUpstream: fetch,
      readToken: async () => token,
    });
    expect((await outbox.pending()).map((entry) => entry.idempotencyKey)).toEqual([
      'crash-test-key-1',
    ]);
    const [sent] = await outbox.flush();
    expect(await outbox.pending()).toEqual([]);
    expect((await outbox.flush()).length).toBe(0);

    const rows = await test.db
      .selectFrom('submissions')
      .select('id')
      .where('user_id', '=', world.users.learner.id)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([sent!._id]);
    expect((await world.verdictOf(sent!._id)).verdict).toBe('Accepted');
    const { score } = await test.db
      .selectFrom('users')
      .select('score')
      .where('id', '=', world.users.learner.id)
      .executeTakeFirstOrThrow();
    expect(score).toBe(10);
    await db.destroy();
  });

  it('keeps an entry while the server is unreachable and sends it when it answers', async () => {
    const { db } = await openCacheDatabase(cacheFile);
    const token = (await world.bearer(1)).authorization.slice('Bearer '.length);
    let reachable = false;
    const outbox = createOutbox({
      db,
      server: origin,
      fetchUpstream: (url, init) =>
        reachable ? fetch(url, init) : fetch(url.replace(origin, 'http://127.0.0.1:9'), init),
      readToken: async () => token,
    });
    const outcome = await outbox.submit({
      problemId: 'two-sum',
      language: 'python',
      code: catalogSolution('two-sum', 'wrong', 'python'),
    });
    expect(outcome.kind).toBe('queued');
    expect(await outbox.pending()).toMatchObject([{ attempts: 1, problemId: 'two-sum' }]);
    reachable = true;
    const [sent] = await outbox.flush();
    expect(sent).toMatchObject({ problemId: 'two-sum', status: 'queued' });
    expect(await outbox.pending()).toEqual([]);
    expect((await world.verdictOf(sent!._id, 1)).verdict).toBe('Not Accepted');
    await db.destroy();
  });
});
