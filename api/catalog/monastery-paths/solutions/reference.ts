const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const m = data[1];
const adjacency: [number, number][][] = Array.from({ length: n + 1 }, () => []);
for (let i = 0; i < m; i++) {
  const [a, b, w] = [data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]];
  adjacency[a].push([b, w]);
  adjacency[b].push([a, w]);
}
// A binary min-heap of [distance, shrine]; distances stay below 2^53.
const heap: [number, number][] = [];
function push(entry: [number, number]): void {
  heap.push(entry);
  let i = heap.length - 1;
  while (i > 0 && heap[(i - 1) >> 1][0] > heap[i][0]) {
    [heap[i], heap[(i - 1) >> 1]] = [heap[(i - 1) >> 1], heap[i]];
    i = (i - 1) >> 1;
  }
}
function pop(): [number, number] {
  const top = heap[0];
  const last = heap.pop()!;
  if (heap.length > 0) {
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let s = i;
      if (l < heap.length && heap[l][0] < heap[s][0]) s = l;
      if (r < heap.length && heap[r][0] < heap[s][0]) s = r;
      if (s === i) break;
      [heap[i], heap[s]] = [heap[s], heap[i]];
      i = s;
    }
  }
  return top;
}
const dist = new Array(n + 1).fill(Infinity);
dist[1] = 0;
push([0, 1]);
while (heap.length > 0) {
  const [d, u] = pop();
  if (d > dist[u]) continue;
  for (const [v, w] of adjacency[u]) {
    if (d + w < dist[v]) {
      dist[v] = d + w;
      push([dist[v], v]);
    }
  }
}
console.log(String(dist[n] === Infinity ? -1 : dist[n]));
