import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { javascriptLeetcodeGlobals } from './leetcode-globals.ts';

/** Runs a snippet where the LeetCode globals are defined, as solution.js sees them. */
function withGlobals<T>(snippet: string): T {
  return runInNewContext(`${javascriptLeetcodeGlobals}\n${snippet}`) as T;
}

describe('LeetCode JavaScript globals', () => {
  it('MinPriorityQueue and MaxPriorityQueue order primitives (version 6 API)', () => {
    expect(
      withGlobals(`
        const min = new MinPriorityQueue();
        const max = new MaxPriorityQueue();
        for (const n of [5, 1, 4, 2, 3]) { min.enqueue(n); max.push(n); }
        [min.front(), max.front(), min.dequeue(), max.pop(), min.size(), min.isEmpty(), min.toArray().join()]
      `),
    ).toEqual([1, 5, 1, 5, 4, false, '2,3,4,5']);
  });

  it('orders objects by a key callback or a legacy compare option', () => {
    expect(
      withGlobals(`
        const byCount = new MaxPriorityQueue((item) => item.count);
        byCount.enqueue({ word: 'a', count: 1 }).enqueue({ word: 'b', count: 3 });
        const legacy = new MinPriorityQueue({ compare: (x, y) => x.length - y.length });
        legacy.enqueue('ccc'); legacy.enqueue('a'); legacy.enqueue('bb');
        [byCount.dequeue().word, legacy.dequeue(), [...legacy].join()]
      `),
    ).toEqual(['b', 'a', 'bb,ccc']);
  });

  it('PriorityQueue takes a compare function; Queue and Deque keep order', () => {
    expect(
      withGlobals(`
        const pq = new PriorityQueue((a, b) => a[0] - b[0] || a[1] - b[1]);
        pq.enqueue([2, 1]); pq.enqueue([1, 9]); pq.enqueue([1, 3]);
        const q = new Queue([1, 2]); q.enqueue(3);
        const d = new Deque(); d.pushBack(2); d.pushFront(1); d.pushBack(3);
        [pq.dequeue().join(), q.dequeue(), q.front(), q.size(), d.popFront(), d.popBack(), d.toArray().join()]
      `),
    ).toEqual(['1,3', 1, 2, 2, 1, 3, '2']);
  });

  it('a long heap stays a heap', () => {
    const values = Array.from({ length: 2000 }, (_v, i) => (i * 7919) % 2003);
    const drained = withGlobals<number[]>(`
      const pq = new MinPriorityQueue();
      for (const v of ${JSON.stringify(values)}) pq.enqueue(v);
      const out = []; while (!pq.isEmpty()) out.push(pq.dequeue()); out
    `);
    expect(drained).toEqual([...values].sort((a, b) => a - b));
  });
});
