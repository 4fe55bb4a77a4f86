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
	// The first entry written after timestamp; the answer is the one just before it.
	lo, hi := 0, len(entries)
	for lo < hi {
		mid := lo + (hi-lo)/2
		if entries[mid].timestamp <= timestamp {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo == 0 {
		return ""
	}
	return entries[lo-1].value
}

/**
 * Your TimeMap object will be instantiated and called as such:
 * obj := Constructor();
 * obj.Set(key,value,timestamp);
 * param_2 := obj.Get(key,timestamp);
 */
