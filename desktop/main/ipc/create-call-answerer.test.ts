import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ipcCall, type CallHandlers } from '../../preload/ipc-contract.ts';
import { offlineCalls } from '../../preload/offline-contract.ts';
import { createCallAnswerer } from './create-call-answerer.ts';

const calls = {
  outboxList: offlineCalls.outboxList,
  draftSave: offlineCalls.draftSave,
  serverSet: offlineCalls.serverSet,
};
const entry = {
  idempotencyKey: 'key-1',
  problemId: 'two-sum',
  language: 'python',
  createdAt: '2026-11-26T10:00:00.000Z',
  attempts: 0,
  lastError: null,
  state: 'waiting' as const,
  reason: null,
};

function setUp(outbox: unknown[]) {
  const saved: unknown[] = [];
  const handlers: CallHandlers<typeof calls> = {
    // What a handler with a bug would answer: the type says entries, the value is not.
    outboxList: () => z.array(z.any()).parse(outbox),
    draftSave: (draft) => void saved.push(draft),
    serverSet: (url) => ({ error: url ? null : 'empty' }),
  };
  return { answer: createCallAnswerer(calls, handlers), saved };
}

describe('createCallAnswerer', () => {
  it('answers a call with what its result schema reads (fields beyond the contract stay in main)', async () => {
    const { answer } = setUp([{ ...entry, code: 'print(1)\n', account: 'learner-1' }]);
    expect(await answer('outbox:list', [])).toEqual([entry]);
    expect(await answer('server:set', [''])).toEqual({ error: 'empty' });
  });

  it('refuses a handler answer outside the result schema, naming the channel and the field', async () => {
    const { answer } = setUp([{ ...entry, state: 'lost' }]);
    await expect(answer('outbox:list', [])).rejects.toThrow(
      /^outbox:list: the main process answered outside the contract \(0\.state: /,
    );
    const missing = setUp([{ problemId: 'two-sum' }]);
    await expect(missing.answer('outbox:list', [])).rejects.toThrow(
      /^outbox:list: the main process answered outside the contract \(0\.idempotencyKey: /,
    );
  });

  it('refuses arguments outside the call schema before the handler runs, saving nothing', async () => {
    const { answer, saved } = setUp([]);
    const refused: unknown[][] = [
      [],
      [{ problemId: 'two-sum', language: 'cobol', code: 'x' }],
      [{ problemId: '', language: 'python', code: 'x' }],
      [{ problemId: 'two-sum', language: 'python', code: 'x' }, 'extra'],
    ];
    for (const args of refused)
      await expect(answer('work:draft-save', args)).rejects.toThrow(
        /^work:draft-save: invalid arguments \(/,
      );
    expect(saved).toEqual([]);
    await answer('work:draft-save', [{ problemId: 'two-sum', language: 'python', code: 'x' }]);
    expect(saved).toEqual([{ problemId: 'two-sum', language: 'python', code: 'x' }]);
  });

  it('refuses a channel the contract does not have', async () => {
    const { answer } = setUp([]);
    await expect(answer('outbox:format-disk', [])).rejects.toThrow(
      'Unknown desktop call outbox:format-disk',
    );
  });

  it('asks for a handler for every call, typed by the contract', () => {
    const pair = { ping: ipcCall('test:ping', z.tuple([z.number()]), z.string()) };
    const ping = vi.fn((times: number) => 'pong'.repeat(times));
    expect(typeof createCallAnswerer(pair, { ping })).toBe('function');
    // @ts-expect-error a contract's call without its handler does not compile
    createCallAnswerer(pair, {});
    // @ts-expect-error nor a handler answering what the result schema does not describe
    createCallAnswerer(pair, { ping: (times: number) => times });
  });
});
