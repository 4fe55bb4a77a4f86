function kClosest(points: number[][], k: number): number[][] {
  const dist = (p: number[]) => p[0] * p[0] + p[1] * p[1];
  // A binary max-heap of point indices by squared distance: the farthest kept point is on top.
  const heap: number[] = [];
  const farther = (a: number, b: number) => dist(points[heap[a]]) > dist(points[heap[b]]);
  const swap = (a: number, b: number) => ([heap[a], heap[b]] = [heap[b], heap[a]]);
  const push = (index: number) => {
    heap.push(index);
    let i = heap.length - 1;
    while (i > 0 && farther(i, (i - 1) >> 1)) {
      swap(i, (i - 1) >> 1);
      i = (i - 1) >> 1;
    }
  };
  const popTop = () => {
    const last = heap.pop()!;
    if (heap.length === 0) return;
    heap[0] = last;
    let i = 0;
    while (true) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && farther(l, top)) top = l;
      if (r < heap.length && farther(r, top)) top = r;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (let i = 0; i < points.length; i++) {
    push(i);
    if (heap.length > k) popTop();
  }
  return heap.map((i) => points[i]);
}
