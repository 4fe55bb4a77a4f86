class TimeMap {
  private history = new Map<string, [number, string][]>();

  constructor() {}

  set(key: string, value: string, timestamp: number): void {
    if (!this.history.has(key)) this.history.set(key, []);
    this.history.get(key)!.push([timestamp, value]);
  }

  get(key: string, timestamp: number): string {
    const entries = this.history.get(key);
    if (!entries) return '';
    let lo = 0;
    let hi = entries.length - 1;
    let answer = '';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (entries[mid][0] <= timestamp) {
        answer = entries[mid][1];
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return answer;
  }
}
