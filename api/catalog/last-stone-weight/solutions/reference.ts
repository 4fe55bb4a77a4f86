function lastStoneWeight(stones: number[]): number {
  // A binary max-heap in an array: heap[0] is the heaviest stone.
  const heap: number[] = [];
  const push = (value: number) => {
    heap.push(value);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent] >= heap[i]) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  };
  const popMax = (): number => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      while (true) {
        const l = 2 * i + 1;
        const r = l + 1;
        let largest = i;
        if (l < heap.length && heap[l] > heap[largest]) largest = l;
        if (r < heap.length && heap[r] > heap[largest]) largest = r;
        if (largest === i) break;
        [heap[i], heap[largest]] = [heap[largest], heap[i]];
        i = largest;
      }
    }
    return top;
  };
  for (const s of stones) push(s);
  while (heap.length > 1) {
    const y = popMax();
    const x = popMax();
    if (y > x) push(y - x);
  }
  return heap.length ? heap[0] : 0;
}
