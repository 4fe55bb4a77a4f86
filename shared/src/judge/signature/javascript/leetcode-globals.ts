/**
 * Globals LeetCode's JavaScript environment offers without a require: the priority queues of
 * @datastructures-js/priority-queue 6 (PriorityQueue, MinPriorityQueue, MaxPriorityQueue) and
 * Queue and Deque of @datastructures-js/queue and /deque, with the same method names, written
 * here as one binary heap and one ring-free array queue. Kept as TypeScript so bundlers carry it.
 */
export const javascriptLeetcodeGlobals = String.raw`
class PriorityQueue {
  constructor(compare, values) {
    if (typeof compare !== 'function') throw new Error('PriorityQueue constructor requires a compare function');
    this._compare = compare;
    this._nodes = [];
    for (const value of values || []) this.enqueue(value);
  }
  static fromArray(values, compare) { return new this(compare, values); }
  size() { return this._nodes.length; }
  isEmpty() { return this._nodes.length === 0; }
  front() { return this._nodes.length ? this._nodes[0] : null; }
  back() {
    let last = null;
    for (const value of this._nodes) if (last === null || this._compare(value, last) > 0) last = value;
    return last;
  }
  enqueue(value) {
    const nodes = this._nodes;
    nodes.push(value);
    for (let i = nodes.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (this._compare(nodes[i], nodes[parent]) >= 0) break;
      [nodes[i], nodes[parent]] = [nodes[parent], nodes[i]];
      i = parent;
    }
    return this;
  }
  push(value) { return this.enqueue(value); }
  dequeue() {
    const nodes = this._nodes;
    if (!nodes.length) return null;
    const top = nodes[0];
    const last = nodes.pop();
    if (nodes.length) {
      nodes[0] = last;
      for (let i = 0; ; ) {
        const left = 2 * i + 1, right = left + 1;
        let best = i;
        if (left < nodes.length && this._compare(nodes[left], nodes[best]) < 0) best = left;
        if (right < nodes.length && this._compare(nodes[right], nodes[best]) < 0) best = right;
        if (best === i) break;
        [nodes[i], nodes[best]] = [nodes[best], nodes[i]];
        i = best;
      }
    }
    return top;
  }
  pop() { return this.dequeue(); }
  contains(matches) { return this._nodes.some(matches); }
  remove(matches) {
    const removed = this._nodes.filter(matches);
    const kept = this._nodes.filter((value) => !matches(value));
    this._nodes = [];
    for (const value of kept) this.enqueue(value);
    return removed;
  }
  toArray() { return [...this._nodes].sort(this._compare); }
  clear() { this._nodes = []; }
  [Symbol.iterator]() {
    const copy = new PriorityQueue(this._compare, this._nodes);
    return { next: () => (copy.isEmpty() ? { done: true, value: undefined } : { done: false, value: copy.dequeue() }) };
  }
}

function orderedBy(options, sign) {
  if (options && typeof options === 'object' && typeof options.compare === 'function') {
    return (a, b) => sign * options.compare(a, b);
  }
  const key = typeof options === 'function' ? options : (value) => value;
  return (a, b) => { const x = key(a), y = key(b); return x < y ? -sign : x > y ? sign : 0; };
}

class MinPriorityQueue extends PriorityQueue {
  constructor(options, values) { super(orderedBy(options, 1), values); }
  static fromArray(values, options) { return new MinPriorityQueue(options, values); }
}
class MaxPriorityQueue extends PriorityQueue {
  constructor(options, values) { super(orderedBy(options, -1), values); }
  static fromArray(values, options) { return new MaxPriorityQueue(options, values); }
}

class Queue {
  constructor(values) { this._items = values ? [...values] : []; this._head = 0; }
  static fromArray(values) { return new Queue(values); }
  size() { return this._items.length - this._head; }
  isEmpty() { return this.size() === 0; }
  front() { return this.isEmpty() ? null : this._items[this._head]; }
  back() { return this.isEmpty() ? null : this._items[this._items.length - 1]; }
  enqueue(value) { this._items.push(value); return this; }
  push(value) { return this.enqueue(value); }
  dequeue() {
    if (this.isEmpty()) return null;
    const value = this._items[this._head++];
    // Compact now and then so a long-lived queue does not keep every dequeued slot.
    if (this._head * 2 >= this._items.length) { this._items = this._items.slice(this._head); this._head = 0; }
    return value;
  }
  pop() { return this.dequeue(); }
  toArray() { return this._items.slice(this._head); }
  clear() { this._items = []; this._head = 0; }
}

class Deque {
  constructor(values) { this._items = values ? [...values] : []; }
  static fromArray(values) { return new Deque(values); }
  size() { return this._items.length; }
  isEmpty() { return this._items.length === 0; }
  front() { return this._items.length ? this._items[0] : null; }
  back() { return this._items.length ? this._items[this._items.length - 1] : null; }
  pushFront(value) { this._items.unshift(value); return this; }
  pushBack(value) { this._items.push(value); return this; }
  popFront() { return this._items.length ? this._items.shift() : null; }
  popBack() { return this._items.length ? this._items.pop() : null; }
  toArray() { return [...this._items]; }
  clear() { this._items = []; }
}

Object.assign(globalThis, { PriorityQueue, MinPriorityQueue, MaxPriorityQueue, Queue, Deque });
`;
