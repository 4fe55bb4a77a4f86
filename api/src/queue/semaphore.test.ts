import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../errors.ts';
import { Semaphore } from './semaphore.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('Semaphore', () => {
  it('runs at most `capacity` tasks at once and hands slots over in order', async () => {
    const semaphore = new Semaphore(2, 10);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      semaphore.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(semaphore.load).toEqual({ active: 2, waiting: 1 });
    gates[0]!.resolve();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(semaphore.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses with 503 when too many callers wait, and frees slots after failures', async () => {
    const semaphore = new Semaphore(1, 1);
    const gate = deferred();
    const first = semaphore.run(() => gate.promise);
    const second = semaphore.run(async () => 'second');
    await expect(semaphore.run(async () => 'third')).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(semaphore.load).toEqual({ active: 0, waiting: 0 });
  });

  it('gives a freed slot to the learner served longest ago, not the longest queue', async () => {
    const semaphore = new Semaphore(1, 10);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const runAs = (owner: string, name: string) => {
      const gate = deferred();
      gates.set(name, gate);
      return semaphore.run(async () => {
        started.push(name);
        await gate.promise;
      }, owner);
    };
    const runs = [runAs('a', 'a1'), runAs('a', 'a2'), runAs('a', 'a3'), runAs('b', 'b1')];
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    for (const name of ['a1', 'b1', 'a2', 'a3']) {
      expect(started.at(-1)).toBe(name);
      gates.get(name)!.resolve();
      await settle();
    }
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
  });
});
