type entry struct {
	timestamp int
	value     string
}

type TimeMap struct {
	history map[string][]entry
}

func Constructor() TimeMap {
	return TimeMap{history: map[string][]entry{}}
}

func (this *TimeMap) Set(key string, value string, timestamp int) {
	// Timestamps arrive increasing, so each key's history stays sorted.
	this.history[key] = append(this.history[key], entry{timestamp, value})
}

func (this *TimeMap) Get(key string, timestamp int) string {
	entries := this.history[key]
	// First entry with a timestamp after the one asked for; the answer is just before it.
	after := sort.Search(len(entries), func(i int) bool { return entries[i].timestamp > timestamp })
	if after == 0 {
		return ""
	}
	return entries[after-1].value
}

/**
 * Your TimeMap object will be instantiated and called as such:
 * obj := Constructor();
 * obj.Set(key,value,timestamp);
 * param_2 := obj.Get(key,timestamp);
 */
