// A class design as LeetCode's Go writes it: Constructor returns the value, methods on a pointer.
type entry struct{ key, value int }

type LRUCache struct {
    capacity int
    order    *list.List
    items    map[int]*list.Element
}

func Constructor(capacity int) LRUCache {
    return LRUCache{capacity: capacity, order: list.New(), items: map[int]*list.Element{}}
}

func (this *LRUCache) Get(key int) int {
    if e, ok := this.items[key]; ok {
        this.order.MoveToFront(e)
        return e.Value.(*entry).value
    }
    return -1
}

func (this *LRUCache) Put(key int, value int) {
    if e, ok := this.items[key]; ok {
        e.Value.(*entry).value = value
        this.order.MoveToFront(e)
        return
    }
    this.items[key] = this.order.PushFront(&entry{key, value})
    if this.order.Len() > this.capacity {
        last := this.order.Back()
        this.order.Remove(last)
        delete(this.items, last.Value.(*entry).key)
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * obj := Constructor(capacity);
 * param_1 := obj.Get(key);
 * obj.Put(key,value);
 */
