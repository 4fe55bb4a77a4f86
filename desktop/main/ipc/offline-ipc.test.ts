import { describe, expect, it, vi } from 'vitest';
import { offlineChannels } from '../../preload/offline-channels.ts';
import type { IpcInvokeEvent, IpcMainLike } from './handle-validated.ts';
import { registerOfflineIpc } from './offline-ipc.ts';

type Listener = (event: IpcInvokeEvent, ...args: unknown[]) => unknown;

function setUp() {
  const listeners = new Map<string, Listener>();
  const ipc: IpcMainLike = { handle: (channel, listener) => void listeners.set(channel, listener) };
  const invoke = vi.fn(async (channel: string) => (channel === 'session:read' ? 'token-1' : null));
  registerOfflineIpc(ipc, invoke);
  const appPage: IpcInvokeEvent = { senderFrame: { url: 'app://zencode/problems', parent: null } };
  const call = (channel: string, event: IpcInvokeEvent, ...args: unknown[]) =>
    Promise.resolve().then(() => listeners.get(channel)!(event, ...args));
  return { invoke, call, appPage, listeners };
}

describe('registerOfflineIpc', () => {
  it('registers every offline channel', () => {
    const { listeners } = setUp();
    expect([...listeners.keys()].sort()).toEqual(Object.values(offlineChannels).sort());
  });

  it('passes valid calls from the app page to the services', async () => {
    const { invoke, call, appPage } = setUp();
    expect(await call(offlineChannels.sessionRead, appPage)).toBe('token-1');
    await call(offlineChannels.sessionWrite, appPage, 'token-2');
    await call(offlineChannels.sessionWrite, appPage, null);
    expect(invoke.mock.calls).toEqual([
      [offlineChannels.sessionRead, []],
      [offlineChannels.sessionWrite, ['token-2']],
      [offlineChannels.sessionWrite, [null]],
    ]);
  });

  it('refuses invalid arguments and calls from outside the app page, doing nothing', async () => {
    const { invoke, call, appPage } = setUp();
    await expect(call(offlineChannels.sessionWrite, appPage, { token: 'x' })).rejects.toThrow(
      /^session:write: invalid arguments/,
    );
    await expect(call(offlineChannels.outboxList, appPage, 'extra')).rejects.toThrow(
      /^outbox:list: invalid arguments/,
    );
    await expect(call(offlineChannels.serverSet, appPage, { url: 'x' })).rejects.toThrow(
      /^server:set: invalid arguments/,
    );
    await expect(
      call(offlineChannels.draftSave, appPage, {
        problemId: 'two-sum',
        language: 'cobol',
        code: 'x',
      }),
    ).rejects.toThrow(/^work:draft-save: invalid arguments \(0\.language/);
    await expect(
      call(offlineChannels.learnerWorkImport, appPage, { drafts: [], customCases: [{}] }),
    ).rejects.toThrow(/^work:import: invalid arguments/);
    for (const event of [
      { senderFrame: { url: 'app://zencode/', parent: {} } },
      { senderFrame: { url: 'https://evil.example/', parent: null } },
      { senderFrame: null },
    ])
      await expect(call(offlineChannels.sessionRead, event)).rejects.toThrow(
        "session:read: refused a call from outside the app's page.",
      );
    expect(invoke).not.toHaveBeenCalled();
  });
});
