class TimeMap {
    private final Map<String, TreeMap<Integer, String>> history = new HashMap<>();

    public TimeMap() {
    }
    
    public void set(String key, String value, int timestamp) {
        history.computeIfAbsent(key, k -> new TreeMap<>()).put(timestamp, value);
    }
    
    public String get(String key, int timestamp) {
        TreeMap<Integer, String> entries = history.get(key);
        if (entries == null) return "";
        Map.Entry<Integer, String> e = entries.floorEntry(timestamp);
        return e == null ? "" : e.getValue();
    }
}

/**
 * Your TimeMap object will be instantiated and called as such:
 * TimeMap obj = new TimeMap();
 * obj.set(key,value,timestamp);
 * String param_2 = obj.get(key,timestamp);
 */
