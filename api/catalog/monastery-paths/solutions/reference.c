#include <stdio.h>
#include <stdlib.h>

typedef struct { long long dist; int node; } Entry;

static Entry* heap;
static int heapSize;

static void push(long long dist, int node) {
    int i = heapSize++;
    heap[i].dist = dist;
    heap[i].node = node;
    while (i > 0 && heap[(i - 1) / 2].dist > heap[i].dist) {
        Entry t = heap[i];
        heap[i] = heap[(i - 1) / 2];
        heap[(i - 1) / 2] = t;
        i = (i - 1) / 2;
    }
}

static Entry pop(void) {
    Entry top = heap[0];
    heap[0] = heap[--heapSize];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, s = i;
        if (l < heapSize && heap[l].dist < heap[s].dist) s = l;
        if (r < heapSize && heap[r].dist < heap[s].dist) s = r;
        if (s == i) break;
        Entry t = heap[i];
        heap[i] = heap[s];
        heap[s] = t;
        i = s;
    }
    return top;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    int* head = malloc(sizeof(int) * (n + 1));
    int* next = malloc(sizeof(int) * (2 * m + 1));
    int* to = malloc(sizeof(int) * (2 * m + 1));
    int* weight = malloc(sizeof(int) * (2 * m + 1));
    for (int i = 0; i <= n; i++) head[i] = -1;
    for (int i = 0; i < m; i++) {
        int a, b, w;
        scanf("%d %d %d", &a, &b, &w);
        to[2 * i] = b; weight[2 * i] = w; next[2 * i] = head[a]; head[a] = 2 * i;
        to[2 * i + 1] = a; weight[2 * i + 1] = w; next[2 * i + 1] = head[b]; head[b] = 2 * i + 1;
    }
    long long* dist = malloc(sizeof(long long) * (n + 1));
    for (int i = 0; i <= n; i++) dist[i] = -1;  /* -1: not reached yet */
    heap = malloc(sizeof(Entry) * (2 * m + 2));
    heapSize = 0;
    dist[1] = 0;
    push(0, 1);
    while (heapSize > 0) {
        Entry top = pop();
        if (top.dist > dist[top.node]) continue;
        for (int e = head[top.node]; e != -1; e = next[e]) {
            long long d = top.dist + weight[e];
            if (dist[to[e]] < 0 || d < dist[to[e]]) {
                dist[to[e]] = d;
                push(d, to[e]);
            }
        }
    }
    printf("%lld\n", dist[n]);
    return 0;
}
