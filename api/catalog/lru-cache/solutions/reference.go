type lruEntry struct{ key, value int }

type LRUCache struct {
	capacity int
	entries  *list.List            // most recently used first; each element holds a *lruEntry
	where    map[int]*list.Element // key -> its element in entries
}

func Constructor(capacity int) LRUCache {
	return LRUCache{capacity: capacity, entries: list.New(), where: map[int]*list.Element{}}
}

func (this *LRUCache) Get(key int) int {
	element, ok := this.where[key]
	if !ok {
		return -1
	}
	this.entries.MoveToFront(element)
	return element.Value.(*lruEntry).value
}

func (this *LRUCache) Put(key int, value int) {
	if element, ok := this.where[key]; ok {
		element.Value.(*lruEntry).value = value
		this.entries.MoveToFront(element)
		return
	}
	if this.entries.Len() == this.capacity {
		oldest := this.entries.Back()
		delete(this.where, oldest.Value.(*lruEntry).key)
		this.entries.Remove(oldest)
	}
	this.where[key] = this.entries.PushFront(&lruEntry{key, value})
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * obj := Constructor(capacity);
 * param_1 := obj.Get(key);
 * obj.Put(key,value);
 */
