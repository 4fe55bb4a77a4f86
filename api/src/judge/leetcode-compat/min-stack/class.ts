class MinStack {
    private items: Array<[value: number, min: number]> = [];

    constructor() {}

    push(val: number): void {
        const min = this.items.length ? Math.min(val, this.items[this.items.length - 1][1]) : val;
        this.items.push([val, min]);
    }

    pop(): void {
        this.items.pop();
    }

    top(): number {
        return this.items[this.items.length - 1][0];
    }

    getMin(): number {
        return this.items[this.items.length - 1][1];
    }
}
