import { describe, expect, it } from 'vitest';
import { parseReadChange, type ReadChange } from './change-feed.ts';
import { ReadCache, userTag } from './read-cache.ts';

/** A change feed in memory: always in sync, changes sent by the test. */
function fakeFeed() {
  const listeners = new Set<(change: ReadChange) => void>();
  return {
    listening: true,
    sync: async () => true,
    subscribe(listener: (change: ReadChange) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(change: ReadChange) {
      for (const listener of listeners) listener(change);
    },
  };
}

function counter() {
  let loads = 0;
  const load =
    (value: unknown, tags: string[] = []) =>
    async () => {
      loads += 1;
      return { value, tags };
    };
  return { load, loads: () => loads };
}

describe('ReadCache', () => {
  it('keeps an answer until a change of its learner or of the rank order', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache(feed, 1024 * 1024);
    const { load, loads } = counter();
    const read = (key: string, tags: string[]) => cache.read(key, load({ key }, tags));
    await read('rank:ada', ['ranking', userTag('a')]);
    await read('profile:ada', [userTag('a')]);
    await read('profile:bo', [userTag('b')]);
    await read('rank:ada', ['ranking', userTag('a')]);
    expect(loads()).toBe(3);
    feed.send({ kind: 'users', userIds: ['b'], ranking: false });
    await read('rank:ada', ['ranking', userTag('a')]);
    await read('profile:ada', [userTag('a')]);
    await read('profile:bo', [userTag('b')]);
    expect(loads()).toBe(4);
    feed.send({ kind: 'users', userIds: ['c'], ranking: true });
    await read('rank:ada', ['ranking', userTag('a')]);
    await read('profile:ada', [userTag('a')]);
    expect(loads()).toBe(5);
    feed.send({ kind: 'reset' });
    await read('profile:ada', [userTag('a')]);
    expect(loads()).toBe(6);
  });

  it('shares one load among concurrent misses, and keeps no load that overlapped a change', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache(feed, 1024 * 1024);
    let release!: () => void;
    let loads = 0;
    const slowLoad = async () => {
      loads += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return { value: { loads }, tags: [userTag('a')] };
    };
    const first = cache.read('profile:ada', slowLoad);
    const second = cache.read('profile:ada', slowLoad);
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads).toBe(1);
    // A change lands while the load is under way: its answer may predate it.
    feed.send({ kind: 'users', userIds: ['a'], ranking: false });
    release();
    expect((await first).body.text).toBe((await second).body.text);
    expect(cache.size.entries).toBe(0);
    const third = cache.read('profile:ada', slowLoad);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await third;
    expect(loads).toBe(2);
    expect(cache.size.entries).toBe(1);
  });

  it('drops the oldest answers past its budget, and keeps nothing at 0 or with the feed down', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache(feed, 3000);
    const { load, loads } = counter();
    const text = 'x'.repeat(700);
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, load(text));
    expect(cache.size.bytes).toBeLessThanOrEqual(3000);
    expect(cache.size.entries).toBe(3);
    await cache.read('a', load(text));
    expect(loads()).toBe(5);
    await cache.read('d', load(text));
    expect(loads()).toBe(5);

    const off = new ReadCache(feed, 0);
    await off.read('a', load(text));
    await off.read('a', load(text));
    expect(off.size.entries).toBe(0);
    const down = new ReadCache({ ...fakeFeed(), sync: async () => false }, 3000);
    await down.read('a', load(text));
    expect(down.size.entries).toBe(0);
  });
});

describe('parseReadChange', () => {
  it('reads the triggers’ payloads, and turns anything else into a reset', () => {
    expect(parseReadChange('{"users":["u1","u2"],"ranking":false}')).toEqual({
      kind: 'users',
      userIds: ['u1', 'u2'],
      ranking: false,
    });
    expect(parseReadChange('{"users":null,"ranking":true}')).toEqual({
      kind: 'users',
      userIds: null,
      ranking: true,
    });
    expect(parseReadChange('{"problems":true}')).toEqual({ kind: 'problems' });
    for (const payload of ['', 'not json', '{}', '[]', undefined]) {
      expect(parseReadChange(payload), String(payload)).toEqual({ kind: 'reset' });
    }
  });
});
