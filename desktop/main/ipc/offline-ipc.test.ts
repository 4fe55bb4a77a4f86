import { describe, expect, it, vi } from 'vitest';
import { offlineCalls } from '../../preload/offline-contract.ts';
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
    expect([...listeners.keys()].sort()).toEqual(
      Object.values(offlineCalls)
        .map((call) => call.channel)
        .sort(),
    );
  });

  it('passes valid calls from the app page to the services', async () => {
    const { invoke, call, appPage } = setUp();
    expect(await call(offlineCalls.sessionRead.channel, appPage)).toBe('token-1');
    await call(offlineCalls.sessionWrite.channel, appPage, 'token-2');
    await call(offlineCalls.sessionWrite.channel, appPage, null);
    expect(invoke.mock.calls).toEqual([
      [offlineCalls.sessionRead.channel, []],
      [offlineCalls.sessionWrite.channel, ['token-2']],
      [offlineCalls.sessionWrite.channel, [null]],
    ]);
  });

  it('refuses invalid arguments and calls from outside the app page, doing nothing', async () => {
    const { invoke, call, appPage } = setUp();
    await expect(call(offlineCalls.sessionWrite.channel, appPage, { token: 'x' })).rejects.toThrow(
      /^session:write: invalid arguments/,
    );
    await expect(call(offlineCalls.outboxList.channel, appPage, 'extra')).rejects.toThrow(
      /^outbox:list: invalid arguments/,
    );
    await expect(call(offlineCalls.serverSet.channel, appPage, { url: 'x' })).rejects.toThrow(
      /^server:set: invalid arguments/,
    );
    await expect(
      call(offlineCalls.draftSave.channel, appPage, {
        problemId: 'two-sum',
        language: 'cobol',
        code: 'x',
      }),
    ).rejects.toThrow(/^work:draft-save: invalid arguments \(0\.language/);
    await expect(
      call(offlineCalls.learnerWorkImport.channel, appPage, { drafts: [], customCases: [{}] }),
    ).rejects.toThrow(/^work:import: invalid arguments/);
    for (const event of [
      { senderFrame: { url: 'app://zencode/', parent: {} } },
      { senderFrame: { url: 'https://evil.example/', parent: null } },
      { senderFrame: null },
    ])
      await expect(call(offlineCalls.sessionRead.channel, event)).rejects.toThrow(
        "session:read: refused a call from outside the app's page.",
      );
    expect(invoke).not.toHaveBeenCalled();
  });
});
