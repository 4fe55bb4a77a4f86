import { describe, expect, it, vi } from 'vitest';
import { createIpcBridge, type IpcRendererLike } from './ipc-bridge.ts';
import { createNativeApi } from './native-api.ts';
import { nativeCalls, nativeEvents } from './native-contract.ts';

type Listener = (event: unknown, ...args: unknown[]) => void;

function fakeIpcRenderer() {
  const listeners = new Map<string, Set<Listener>>();
  const ipcRenderer: IpcRendererLike = {
    invoke: vi.fn(async () => undefined),
    on: (channel, listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    },
    removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
  };
  const emit = (channel: string, ...args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: 'secret' }, ...args);
  };
  return { ipcRenderer, emit, listeners };
}

describe('createNativeApi', () => {
  it('delivers menu commands until unsubscribed, without the IPC event', () => {
    const { ipcRenderer, emit, listeners } = fakeIpcRenderer();
    const api = createNativeApi(createIpcBridge(ipcRenderer));
    const seen: unknown[][] = [];
    const unsubscribe = api.menu.onCommand((...args) => seen.push(args));
    emit(nativeEvents.menuCommand.channel, 'run');
    emit(nativeEvents.menuCommand.channel, 'format-disk');
    unsubscribe();
    emit(nativeEvents.menuCommand.channel, 'submit');
    expect(seen).toEqual([['run']]);
    expect(listeners.get(nativeEvents.menuCommand.channel)?.size).toBe(0);
  });

  it('delivers sign-in outcomes and unsubscribes', () => {
    const { ipcRenderer, emit } = fakeIpcRenderer();
    const api = createNativeApi(createIpcBridge(ipcRenderer));
    const outcomes: unknown[] = [];
    const unsubscribe = api.signIn.onResult((outcome) => outcomes.push(outcome));
    emit(nativeEvents.signInResult.channel, { ok: false, message: 'nope' });
    unsubscribe();
    emit(nativeEvents.signInResult.channel, { ok: false, message: 'late' });
    expect(outcomes).toEqual([{ ok: false, message: 'nope' }]);
  });

  it('invokes the main process on its channels', async () => {
    const { ipcRenderer } = fakeIpcRenderer();
    const api = createNativeApi(createIpcBridge(ipcRenderer));
    await api.signIn.start('google');
    await api.verdictArrived({ problemTitle: 'Two Sum', verdict: 'Accepted' });
    await api.chooseTheme('light');
    expect(vi.mocked(ipcRenderer.invoke).mock.calls).toEqual([
      [nativeCalls.startSignIn.channel, 'google'],
      [nativeCalls.verdictArrived.channel, { problemTitle: 'Two Sum', verdict: 'Accepted' }],
      [nativeCalls.chooseTheme.channel, 'light'],
    ]);
  });
});
