class LRUCache {
    private entries = new Map<number, number>();

    constructor(private capacity: number) {}

    get(key: number): number {
        if (!this.entries.has(key)) return -1;
        const value = this.entries.get(key)!;
        this.entries.delete(key);
        this.entries.set(key, value);
        return value;
    }

    put(key: number, value: number): void {
        this.entries.delete(key);
        this.entries.set(key, value);
        if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
}
