class LRUCache {
public:
    LRUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto it = where.find(key);
        if (it == where.end()) return -1;
        entries.splice(entries.begin(), entries, it->second);
        return it->second->second;
    }

    void put(int key, int value) {
        auto it = where.find(key);
        if (it != where.end()) {
            it->second->second = value;
            entries.splice(entries.begin(), entries, it->second);
            return;
        }
        if ((int)entries.size() == capacity) {
            where.erase(entries.back().first);
            entries.pop_back();
        }
        entries.emplace_front(key, value);
        where[key] = entries.begin();
    }

private:
    int capacity;
    list<pair<int, int>> entries;  // most recently used first
    unordered_map<int, list<pair<int, int>>::iterator> where;
};

/**
 * Your LRUCache object will be instantiated and called as such:
 * LRUCache* obj = new LRUCache(capacity);
 * int param_1 = obj->get(key);
 * obj->put(key,value);
 */
