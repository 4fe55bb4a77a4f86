class TimeMap {
    unordered_map<string, string> latest;
public:
    TimeMap() {}
    void set(string key, string value, int timestamp) { latest[key] = value; }
    string get(string key, int timestamp) {
        auto it = latest.find(key);
        return it == latest.end() ? "" : it->second;
    }
};
