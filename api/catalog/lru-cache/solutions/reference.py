class Entry:
    __slots__ = ("key", "value", "prev", "next")

    def __init__(self, key: int = 0, value: int = 0):
        self.key = key
        self.value = value
        self.prev = self.next = None


class LRUCache:

    def __init__(self, capacity: int):
        self.capacity = capacity
        self.entries = {}  # key -> its entry in the list
        # Sentinels: head.next is the most recently used entry, tail.prev the least.
        self.head, self.tail = Entry(), Entry()
        self.head.next, self.tail.prev = self.tail, self.head

    def _unlink(self, entry: Entry) -> None:
        entry.prev.next, entry.next.prev = entry.next, entry.prev

    def _push_front(self, entry: Entry) -> None:
        entry.prev, entry.next = self.head, self.head.next
        self.head.next.prev = entry
        self.head.next = entry

    def get(self, key: int) -> int:
        entry = self.entries.get(key)
        if entry is None:
            return -1
        self._unlink(entry)
        self._push_front(entry)
        return entry.value

    def put(self, key: int, value: int) -> None:
        entry = self.entries.get(key)
        if entry is not None:
            entry.value = value
            self._unlink(entry)
            self._push_front(entry)
            return
        if len(self.entries) == self.capacity:
            oldest = self.tail.prev
            self._unlink(oldest)
            del self.entries[oldest.key]
        entry = Entry(key, value)
        self._push_front(entry)
        self.entries[key] = entry


# Your LRUCache object will be instantiated and called as such:
# obj = LRUCache(capacity)
# param_1 = obj.get(key)
# obj.put(key,value)
