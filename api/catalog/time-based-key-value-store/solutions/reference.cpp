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
        // First entry with a timestamp after the one asked for; the answer is just before it.
        auto after = upper_bound(entries.begin(), entries.end(), timestamp,
                                 [](int t, const pair<int, string>& e) { return t < e.first; });
        if (after == entries.begin()) return "";
        return prev(after)->second;
    }
};

/**
 * Your TimeMap object will be instantiated and called as such:
 * TimeMap* obj = new TimeMap();
 * obj->set(key,value,timestamp);
 * string param_2 = obj->get(key,timestamp);
 */
