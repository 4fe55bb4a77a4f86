import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import { testDatabasePerFile } from '../test/test-database.ts';
import { ProgressHub, publishProgress, type ProgressMessage } from './progress-hub.ts';

const test = testDatabasePerFile();

const step = (id: string, casesDone: number): ProgressMessage => ({
  id,
  status: 'running',
  casesDone,
  totalCases: 5,
});

function collect(hub: ProgressHub, id: string) {
  const seen: ProgressMessage[] = [];
  const subscribed = hub.subscribe(id, (message) => seen.push(message));
  return { seen, subscribed };
}

async function until(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('ProgressHub', () => {
  it('fans NOTIFY messages out to the subscribers of each submission only', async () => {
    const hub = new ProgressHub(test.connectionString, silentLogger);
    try {
      const a = collect(hub, 'a');
      const a2 = collect(hub, 'a');
      const b = collect(hub, 'b');
      const unsubscribeA = await a.subscribed;
      await a2.subscribed;
      await b.subscribed;
      expect(hub.size).toBe(3);
      // Published through the pool, as a worker in another process would.
      await publishProgress(test.db, step('a', 1));
      await publishProgress(test.db, step('b', 2));
      await until(() => a.seen.length === 1 && a2.seen.length === 1 && b.seen.length === 1);
      expect(a.seen).toEqual([step('a', 1)]);
      expect(b.seen).toEqual([step('b', 2)]);

      unsubscribeA();
      await publishProgress(test.db, step('a', 3));
      await until(() => a2.seen.length === 2);
      expect(a.seen).toHaveLength(1);
      expect(hub.size).toBe(2);
    } finally {
      await hub.close();
    }
    await expect(hub.subscribe('a', () => undefined)).rejects.toThrow(/closed/);
  });

  it('listens again after losing its connection', async () => {
    const hub = new ProgressHub(test.connectionString, silentLogger);
    try {
      const a = collect(hub, 'a');
      await a.subscribed;
      const killed = await sql<{ killed: boolean }>`
        select pg_terminate_backend(pid) as killed from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`.execute(test.db);
      expect(killed.rows).toEqual([{ killed: true }]);
      // The stream side re-reads the database meanwhile; the hub reconnects within a second.
      await until(() => {
        void publishProgress(test.db, step('a', 9));
        return a.seen.some((message) => message.casesDone === 9);
      });
    } finally {
      await hub.close();
    }
  });
});
