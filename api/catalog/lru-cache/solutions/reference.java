class LRUCache {
    private static class Entry {
        int key, value;
        Entry prev, next;

        Entry(int key, int value) {
            this.key = key;
            this.value = value;
        }
    }

    private final int capacity;
    private final Map<Integer, Entry> entries = new HashMap<>();
    // Sentinels: head.next is the most recently used entry, tail.prev the least.
    private final Entry head = new Entry(0, 0), tail = new Entry(0, 0);

    public LRUCache(int capacity) {
        this.capacity = capacity;
        head.next = tail;
        tail.prev = head;
    }

    private void unlink(Entry entry) {
        entry.prev.next = entry.next;
        entry.next.prev = entry.prev;
    }

    private void pushFront(Entry entry) {
        entry.prev = head;
        entry.next = head.next;
        head.next.prev = entry;
        head.next = entry;
    }

    public int get(int key) {
        Entry entry = entries.get(key);
        if (entry == null) return -1;
        unlink(entry);
        pushFront(entry);
        return entry.value;
    }

    public void put(int key, int value) {
        Entry entry = entries.get(key);
        if (entry != null) {
            entry.value = value;
            unlink(entry);
            pushFront(entry);
            return;
        }
        if (entries.size() == capacity) {
            Entry oldest = tail.prev;
            unlink(oldest);
            entries.remove(oldest.key);
        }
        entry = new Entry(key, value);
        pushFront(entry);
        entries.put(key, entry);
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * LRUCache obj = new LRUCache(capacity);
 * int param_1 = obj.get(key);
 * obj.put(key,value);
 */
