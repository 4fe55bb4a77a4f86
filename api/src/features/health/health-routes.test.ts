import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';

const test = testDatabasePerFile();

describe('GET /api/health', () => {
  it('reports the database, the languages and the judge', async () => {
    const { app } = createTestApp(test.db, {
      judgeStatus: async () => ({ sandbox: 'bubblewrap', queue: 'running' }),
    });
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: true,
      languages: [
        { id: 'cpp', label: 'C++', available: true, version: '12.2.0' },
        { id: 'python', label: 'Python', available: false },
      ],
      sandbox: 'bubblewrap',
      queue: 'running',
      queueDepth: null,
      judgeLatencyMs: null,
    });
  });

  it('is degraded when no language is available', async () => {
    const { app } = createTestApp(test.db, { languages: async () => [] });
    const body = (await (await app.request('/api/health')).json()) as { status: string };
    expect(body.status).toBe('degraded');
  });

  it('answers 503 when the database does not answer', async () => {
    const unreachable = createDatabase('postgres://nobody:nothing@127.0.0.1:1/none');
    try {
      const { app } = createTestApp(unreachable);
      const response = await app.request('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'degraded', database: false });
    } finally {
      await unreachable.destroy();
    }
  });

  it('probes the real toolchains by default', async () => {
    const { app } = createTestApp(test.db, { languages: undefined });
    const body = (await (await app.request('/api/health')).json()) as {
      languages: { id: string }[];
    };
    expect(body.languages.map((language) => language.id)).toEqual(
      expect.arrayContaining(['cpp', 'c', 'python', 'javascript', 'java']),
    );
  });
});
