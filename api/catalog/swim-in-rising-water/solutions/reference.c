// A binary min-heap of (route maximum, cell) pairs ordered by the route maximum.
typedef struct {
    int level, cell;
} SwimEntry;

static void heapPush(SwimEntry* heap, int* size, SwimEntry e) {
    int i = (*size)++;
    while (i > 0 && heap[(i - 1) / 2].level > e.level) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = e;
}

static SwimEntry heapPop(SwimEntry* heap, int* size) {
    SwimEntry top = heap[0], last = heap[--(*size)];
    int i = 0;
    while (2 * i + 1 < *size) {
        int child = 2 * i + 1;
        if (child + 1 < *size && heap[child + 1].level < heap[child].level) child++;
        if (heap[child].level >= last.level) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = last;
    return top;
}

int swimInWater(int** grid, int gridSize, int* gridColSize) {
    int n = gridSize, answer = -1, size = 0;
    // Dijkstra where a route costs its highest cell: the first time a cell is popped, its route
    // maximum is the least possible. Each cell is pushed at most once per neighbour.
    bool* settled = calloc(n * n, sizeof(bool));
    SwimEntry* heap = malloc(sizeof(SwimEntry) * (4 * n * n + 1));
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    heapPush(heap, &size, (SwimEntry){grid[0][0], 0});
    while (size > 0) {
        SwimEntry e = heapPop(heap, &size);
        if (settled[e.cell]) continue;
        settled[e.cell] = true;
        int r = e.cell / n, c = e.cell % n;
        if (r == n - 1 && c == n - 1) {
            answer = e.level;
            break;
        }
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nc < 0 || nr >= n || nc >= n || settled[nr * n + nc]) continue;
            int level = grid[nr][nc] > e.level ? grid[nr][nc] : e.level;
            heapPush(heap, &size, (SwimEntry){level, nr * n + nc});
        }
    }
    free(settled);
    free(heap);
    return answer;
}
