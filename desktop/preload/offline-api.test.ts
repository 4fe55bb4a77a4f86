import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { DesktopApi } from './desktop-api.ts';
import type { CallArgs } from './ipc-contract.ts';
import type { IpcBridge } from './ipc-bridge.ts';
import { createOfflineApi, type OfflineApi } from './offline-api.ts';
import { offlineCalls, offlineEvents } from './offline-contract.ts';

/** A main process that answers `answers[channel]` and lets the test send events. */
function fakeMain(answers: Record<string, unknown>) {
  const sent: unknown[][] = [];
  const listeners = new Map<string, (payload: unknown) => void>();
  const ipc: IpcBridge = {
    invoke: (channel, ...args) => {
      sent.push([channel, ...args]);
      return Promise.resolve(answers[channel]);
    },
    on(channel, listener) {
      listeners.set(channel, listener);
      return () => listeners.delete(channel);
    },
  };
  return {
    api: createOfflineApi(ipc),
    sent,
    emit: (channel: string, payload: unknown) => listeners.get(channel)?.(payload),
  };
}

describe('createOfflineApi', () => {
  it('answers what the contract describes and refuses anything else, naming the channel', async () => {
    const { api } = fakeMain({
      'toolchains:isolation': 'process',
      'outbox:list': [{ state: 'lost' }],
    });
    expect(await api.localRunIsolation()).toBe('process');
    await expect(api.outbox.list()).rejects.toThrow(
      /^outbox:list: the main process answered outside the contract \(0\.idempotencyKey: /,
    );
    await expect(
      fakeMain({ 'toolchains:isolation': 'bubblewrap' }).api.localRunIsolation(),
    ).rejects.toThrow(
      /^toolchains:isolation: the main process answered outside the contract \(answer: /,
    );
  });

  it('sends each call on its channel, a draft as one object', async () => {
    const { api, sent } = fakeMain({});
    await api.learnerWork.saveDraft('two-sum', 'python', 'x = 1\n');
    await api.learnerWork.clearDraft('two-sum', 'python');
    expect(sent).toEqual([
      [
        offlineCalls.draftSave.channel,
        { problemId: 'two-sum', language: 'python', code: 'x = 1\n' },
      ],
      [offlineCalls.draftClear.channel, 'two-sum', 'python'],
    ]);
  });

  it('hands listeners only payloads their event schema accepts', () => {
    const { api, emit } = fakeMain({});
    const progress: unknown[] = [];
    api.cache.onSyncProgress((step) => progress.push(step));
    emit(offlineEvents.syncProgress.channel, { done: 1, total: 3 });
    emit(offlineEvents.syncProgress.channel, { done: 'all' });
    expect(progress).toEqual([{ done: 1, total: 3 }]);
  });

  it("takes its types from the contract, as the renderer's DesktopApi does", () => {
    type Result<Name extends keyof typeof offlineCalls> = z.output<
      (typeof offlineCalls)[Name]['result']
    >;
    expectTypeOf<OfflineApi['outbox']['list']>().returns.resolves.toEqualTypeOf<
      Result<'outboxList'>
    >();
    expectTypeOf<OfflineApi['learnerWork']['read']>().returns.resolves.toEqualTypeOf<
      Result<'learnerWorkRead'>
    >();
    expectTypeOf<OfflineApi['setToolchainPath']>().parameters.toEqualTypeOf<
      CallArgs<typeof offlineCalls.toolchainPathSet>
    >();
    expectTypeOf<OfflineApi['connection']['onChange']>()
      .parameter(0)
      .parameter(0)
      .toEqualTypeOf<z.output<typeof offlineEvents.connectionChanged.payload>>();
    expectTypeOf<NonNullable<DesktopApi['offline']>>().toEqualTypeOf<OfflineApi>();
    const api = fakeMain({ 'toolchains:set-path': { error: null } }).api;
    // @ts-expect-error a language outside the contract's list does not compile
    void api.setToolchainPath('cobol', null).catch(() => undefined);
  });
});
