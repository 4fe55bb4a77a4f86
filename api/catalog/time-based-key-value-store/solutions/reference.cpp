class TimeMap {
    unordered_map<string, vector<pair<int, string>>> history;
public:
    TimeMap() {
    }
    
    void set(string key, string value, int timestamp) {
        history[key].emplace_back(timestamp, value);
    }
    
    string get(string key, int timestamp) {
        auto it = history.find(key);
        if (it == history.end()) return "";
        auto& entries = it->second;
        // The first entry written after timestamp; the answer is the one just before it.
        size_t lo = 0, hi = entries.size();
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (entries[mid].first <= timestamp) lo = mid + 1;
            else hi = mid;
        }
        return lo == 0 ? "" : entries[lo - 1].second;
    }
};

/**
 * Your TimeMap object will be instantiated and called as such:
 * TimeMap* obj = new TimeMap();
 * obj->set(key,value,timestamp);
 * string param_2 = obj->get(key,timestamp);
 */
