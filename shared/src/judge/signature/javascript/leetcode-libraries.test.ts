import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { leetcodeLibrariesBundle } from './leetcode-libraries.ts';

/** Runs a snippet after the bundle, in a fresh context, as solution.js sees the globals. */
function withLibraries<T>(snippet: string): T {
  const module = { exports: {} };
  return runInNewContext(`${leetcodeLibrariesBundle()}\n${snippet}`, {
    module,
    exports: module.exports,
  }) as T;
}

describe('LeetCode JavaScript libraries (the npm packages, bundled)', () => {
  it('MinPriorityQueue and MaxPriorityQueue order primitives (version 6 API)', () => {
    expect(
      withLibraries(`
        const min = new MinPriorityQueue();
        const max = new MaxPriorityQueue();
        for (const n of [5, 1, 4, 2, 3]) { min.enqueue(n); max.push(n); }
        [min.front(), max.front(), min.dequeue(), max.pop(), min.size(), min.isEmpty(), min.toArray().join()]
      `),
    ).toEqual([1, 5, 1, 5, 4, false, '2,3,4,5']);
  });

  it('orders objects by a key callback', () => {
    expect(
      withLibraries(`
        const byCount = new MaxPriorityQueue((item) => item.count);
        byCount.enqueue({ word: 'a', count: 1 });
        byCount.enqueue({ word: 'b', count: 3 });
        byCount.dequeue().word
      `),
    ).toBe('b');
  });

  it('PriorityQueue takes a compare function; Queue and Deque keep order', () => {
    expect(
      withLibraries(`
        const pq = new PriorityQueue((a, b) => a[0] - b[0] || a[1] - b[1]);
        pq.enqueue([2, 1]); pq.enqueue([1, 9]); pq.enqueue([1, 3]);
        const q = new Queue([1, 2]); q.enqueue(3);
        const d = new Deque(); d.pushBack(2); d.pushFront(1); d.pushBack(3);
        [pq.dequeue().join(), q.dequeue(), q.front(), q.size(), d.popFront(), d.popBack(), d.toArray().join()]
      `),
    ).toEqual(['1,3', 1, 2, 2, 1, 3, '2']);
  });

  it('lodash is _, and the packages are exported by name for require', () => {
    expect(
      withLibraries(`
        [_.chunk([1, 2, 3], 2), _.VERSION, Object.keys(module.exports)]
      `),
    ).toEqual([
      [[1, 2], [3]],
      '4.17.21',
      [
        '@datastructures-js/priority-queue',
        '@datastructures-js/queue',
        '@datastructures-js/deque',
        'lodash',
      ],
    ]);
  });
});
