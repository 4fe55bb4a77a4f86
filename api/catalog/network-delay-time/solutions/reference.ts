function networkDelayTime(times: number[][], n: number, k: number): number {
  const links: number[][][] = Array.from({ length: n + 1 }, () => []);
  for (const [u, v, w] of times) links[u].push([v, w]);
  // A binary min-heap of [time, node] pairs.
  const heap: number[][] = [];
  const push = (entry: number[]) => {
    let i = heap.length;
    heap.push(entry);
    while (i > 0 && heap[(i - 1) >> 1][0] > entry[0]) {
      heap[i] = heap[(i - 1) >> 1];
      i = (i - 1) >> 1;
    }
    heap[i] = entry;
  };
  const pop = (): number[] => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      let i = 0;
      while (2 * i + 1 < heap.length) {
        let child = 2 * i + 1;
        if (child + 1 < heap.length && heap[child + 1][0] < heap[child][0]) child++;
        if (heap[child][0] >= last[0]) break;
        heap[i] = heap[child];
        i = child;
      }
      heap[i] = last;
    }
    return top;
  };
  // Dijkstra: the node popped with the smallest time can never be reached sooner.
  const arrival = new Array<number>(n + 1).fill(-1);
  let settled = 0;
  let latest = 0;
  push([0, k]);
  while (heap.length) {
    const [time, node] = pop();
    if (arrival[node] !== -1) continue;
    arrival[node] = time;
    settled++;
    latest = time;
    for (const [next, w] of links[node]) if (arrival[next] === -1) push([time + w, next]);
  }
  return settled === n ? latest : -1;
}
