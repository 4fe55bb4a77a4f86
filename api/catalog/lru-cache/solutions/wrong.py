# Evicts the oldest inserted key (FIFO): a get does not refresh the key's recency.
class LRUCache:

    def __init__(self, capacity: int):
        self.capacity = capacity
        self.entries = OrderedDict()

    def get(self, key: int) -> int:
        return self.entries.get(key, -1)

    def put(self, key: int, value: int) -> None:
        if key in self.entries:
            self.entries.move_to_end(key)
        self.entries[key] = value
        if len(self.entries) > self.capacity:
            self.entries.popitem(last=False)
