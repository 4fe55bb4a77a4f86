/**
 * @param {number} capacity
 */
var LRUCache = function (capacity) {
  this.capacity = capacity;
  this.entries = new Map(); // key -> its entry in the list
  // Sentinels: head.next is the most recently used entry, tail.prev the least.
  this.head = { key: 0, value: 0, prev: null, next: null };
  this.tail = { key: 0, value: 0, prev: this.head, next: null };
  this.head.next = this.tail;
};

LRUCache.prototype.unlink = function (entry) {
  entry.prev.next = entry.next;
  entry.next.prev = entry.prev;
};

LRUCache.prototype.pushFront = function (entry) {
  entry.prev = this.head;
  entry.next = this.head.next;
  this.head.next.prev = entry;
  this.head.next = entry;
};

/**
 * @param {number} key
 * @return {number}
 */
LRUCache.prototype.get = function (key) {
  const entry = this.entries.get(key);
  if (!entry) return -1;
  this.unlink(entry);
  this.pushFront(entry);
  return entry.value;
};

/**
 * @param {number} key
 * @param {number} value
 * @return {void}
 */
LRUCache.prototype.put = function (key, value) {
  let entry = this.entries.get(key);
  if (entry) {
    entry.value = value;
    this.unlink(entry);
    this.pushFront(entry);
    return;
  }
  if (this.entries.size === this.capacity) {
    const oldest = this.tail.prev;
    this.unlink(oldest);
    this.entries.delete(oldest.key);
  }
  entry = { key, value, prev: null, next: null };
  this.pushFront(entry);
  this.entries.set(key, entry);
};

/**
 * Your LRUCache object will be instantiated and called as such:
 * var obj = new LRUCache(capacity)
 * var param_1 = obj.get(key)
 * obj.put(key,value)
 */
