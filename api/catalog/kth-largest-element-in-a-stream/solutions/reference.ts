class KthLargest {
  private heap: number[] = [];

  constructor(private k: number, nums: number[]) {
    for (const x of nums) this.add(x);
  }

  add(val: number): number {
    const h = this.heap;
    if (h.length < this.k) {
      h.push(val);
      let i = h.length - 1;
      while (i > 0 && h[(i - 1) >> 1] > h[i]) {
        const p = (i - 1) >> 1;
        [h[p], h[i]] = [h[i], h[p]];
        i = p;
      }
    } else if (val > h[0]) {
      h[0] = val;
      let i = 0;
      while (true) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && h[l] < h[m]) m = l;
        if (r < h.length && h[r] < h[m]) m = r;
        if (m === i) break;
        [h[m], h[i]] = [h[i], h[m]];
        i = m;
      }
    }
    return h[0];
  }
}
