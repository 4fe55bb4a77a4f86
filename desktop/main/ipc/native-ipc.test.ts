import { describe, expect, it, vi } from 'vitest';
import { nativeCalls } from '../../preload/native-contract.ts';
import type { IpcInvokeEvent, IpcMainLike } from './handle-validated.ts';
import { registerNativeIpc } from './native-ipc.ts';

type Listener = (event: IpcInvokeEvent, ...args: unknown[]) => unknown;

function setUp(devRendererUrl?: string) {
  const listeners = new Map<string, Listener>();
  const ipc: IpcMainLike = { handle: (channel, listener) => void listeners.set(channel, listener) };
  const handlers = {
    startSignIn: vi.fn(async () => {}),
    verdictArrived: vi.fn(),
    chooseTheme: vi.fn(),
    updateStatus: vi.fn(() => ({ state: 'off' as const })),
    restartToUpdate: vi.fn(),
  };
  registerNativeIpc(ipc, handlers, devRendererUrl);
  const appPage: IpcInvokeEvent = { senderFrame: { url: 'app://zencode/problems', parent: null } };
  const invoke = (channel: string, event: IpcInvokeEvent, ...args: unknown[]) =>
    Promise.resolve().then(() => listeners.get(channel)!(event, ...args));
  return { handlers, invoke, appPage, listeners };
}

describe('registerNativeIpc', () => {
  it('registers every page → main channel', () => {
    const { listeners } = setUp();
    expect([...listeners.keys()].sort()).toEqual(
      [
        nativeCalls.startSignIn.channel,
        nativeCalls.verdictArrived.channel,
        nativeCalls.chooseTheme.channel,
        nativeCalls.updateStatus.channel,
        nativeCalls.restartToUpdate.channel,
      ].sort(),
    );
  });

  it('passes valid calls from the app page to their handlers', async () => {
    const { handlers, invoke, appPage } = setUp();
    await invoke(nativeCalls.startSignIn.channel, appPage, 'github');
    await invoke(nativeCalls.verdictArrived.channel, appPage, {
      problemTitle: 'Two Sum',
      verdict: 'Accepted',
    });
    await invoke(nativeCalls.chooseTheme.channel, appPage, 'light');
    expect(handlers.startSignIn).toHaveBeenCalledWith('github');
    expect(handlers.verdictArrived).toHaveBeenCalledWith({
      problemTitle: 'Two Sum',
      verdict: 'Accepted',
    });
    expect(handlers.chooseTheme).toHaveBeenCalledWith('light');
  });

  it('refuses invalid arguments with the channel in the message, doing nothing', async () => {
    const { handlers, invoke, appPage } = setUp();
    const refused: [string, unknown[]][] = [
      [nativeCalls.startSignIn.channel, ['gitlab']],
      [nativeCalls.startSignIn.channel, []],
      [nativeCalls.startSignIn.channel, ['github', 'extra']],
      [nativeCalls.startSignIn.channel, [{ toString: () => 'github' }]],
      [nativeCalls.verdictArrived.channel, [{ problemTitle: 'Two Sum' }]],
      [nativeCalls.verdictArrived.channel, [{ problemTitle: ' ', verdict: 'Accepted' }]],
      [
        nativeCalls.verdictArrived.channel,
        [{ problemTitle: 'x'.repeat(201), verdict: 'Accepted' }],
      ],
      [nativeCalls.verdictArrived.channel, [{ problemTitle: 'T', verdict: 'A', html: '<b>' }]],
      [nativeCalls.chooseTheme.channel, ['system; rm -rf /']],
    ];
    for (const [channel, args] of refused)
      await expect(invoke(channel, appPage, ...args), channel).rejects.toThrow(
        new RegExp(`^${channel}: invalid arguments`),
      );
    expect(handlers.startSignIn).not.toHaveBeenCalled();
    expect(handlers.verdictArrived).not.toHaveBeenCalled();
    expect(handlers.chooseTheme).not.toHaveBeenCalled();
  });

  it('refuses calls from frames, other origins and frames that are gone', async () => {
    const { handlers, invoke } = setUp();
    const senders: IpcInvokeEvent[] = [
      { senderFrame: { url: 'app://zencode/', parent: {} } },
      { senderFrame: { url: 'https://evil.example/', parent: null } },
      { senderFrame: { url: 'http://localhost:5173/', parent: null } },
      { senderFrame: null },
    ];
    for (const event of senders)
      await expect(invoke(nativeCalls.startSignIn.channel, event, 'github')).rejects.toThrow(
        "sign-in:start: refused a call from outside the app's page.",
      );
    expect(handlers.startSignIn).not.toHaveBeenCalled();
  });

  it('accepts the dev server only when the app runs from it', async () => {
    const { handlers, invoke } = setUp('http://localhost:5173');
    const dev = { senderFrame: { url: 'http://localhost:5173/problems', parent: null } };
    await invoke(nativeCalls.chooseTheme.channel, dev, 'dark');
    expect(handlers.chooseTheme).toHaveBeenCalledWith('dark');
  });
});
