import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineCalls as calls } from '../../preload/offline-contract.ts';
import { createDesktopServices, type DesktopServices } from './desktop-services.ts';

// The services behind the offline IPC, answering through offline-contract.ts: a call outside its
// argument schema is refused before any handler runs, so the store is as it was.
let dir: string;
let services: DesktopServices;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zencode-services-'));
  services = await createDesktopServices({
    userDataDir: dir,
    server: 'http://127.0.0.1:9',
    // The server confirms the session a test keeps, and answers nothing else.
    fetchUpstream: (url) =>
      url.endsWith('/api/me/editor-settings')
        ? Promise.resolve(Response.json({}))
        : Promise.reject(new TypeError('fetch failed')),
    keytar: null,
    encryption: null,
    emit: () => undefined,
  });
});
afterEach(async () => {
  await services.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('createDesktopServices().invoke', () => {
  it('keeps a valid draft and answers it through the contract', async () => {
    const draft = { problemId: 'two-sum', language: 'python', code: 'x = 1\n' };
    expect(await services.invoke(calls.draftSave.channel, [draft])).toBeUndefined();
    expect(await services.invoke(calls.learnerWorkRead.channel, [])).toEqual({
      drafts: [draft],
      customCases: [],
    });
  });

  it('refuses arguments outside their schema with the channel, changing nothing', async () => {
    const kept = { problemId: 'two-sum', language: 'python', code: 'kept = 1\n' };
    await services.invoke(calls.draftSave.channel, [kept]);
    await services.invoke(calls.sessionWrite.channel, ['token-1']);
    const refused: [string, unknown[], RegExp][] = [
      [
        calls.draftSave.channel,
        [{ ...kept, language: 'cobol', code: 'lost = 1\n' }],
        /^work:draft-save: invalid arguments \(0\.language: /,
      ],
      [calls.draftClear.channel, ['two-sum'], /^work:draft-clear: invalid arguments/],
      [
        calls.learnerWorkImport.channel,
        [{ drafts: [{ problemId: 'x' }], customCases: [] }],
        /^work:import: invalid arguments \(0\.drafts\.0\./,
      ],
      [calls.sessionWrite.channel, [{ token: 'token-2' }], /^session:write: invalid arguments/],
      [calls.serverSet.channel, [42], /^server:set: invalid arguments/],
      [calls.toolchainPathSet.channel, ['cobol', '/bin/sh'], /^toolchains:set-path: invalid/],
      [calls.outboxDiscard.channel, [''], /^outbox:discard: invalid arguments/],
    ];
    for (const [channel, args, message] of refused)
      await expect(services.invoke(channel, args), channel).rejects.toThrow(message);
    expect(await services.invoke(calls.learnerWorkRead.channel, [])).toEqual({
      drafts: [kept],
      customCases: [],
    });
    expect(await services.invoke(calls.sessionRead.channel, [])).toBe('token-1');
    // No settings.json: neither the server nor a toolchain path was written.
    expect(existsSync(join(dir, 'settings.json'))).toBe(false);
  });

  it('refuses a channel outside the contract', async () => {
    await expect(services.invoke('shell:exec', ['rm -rf /'])).rejects.toThrow(
      'Unknown desktop call shell:exec',
    );
  });
});
