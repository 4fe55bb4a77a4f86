static int find(int* parent, int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

int countComponents(int n, int** edges, int edgesSize, int* edgesColSize) {
    int* parent = malloc(sizeof(int) * n);
    int* size = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) {
        parent[i] = i;
        size[i] = 1;
    }
    int components = n;
    for (int i = 0; i < edgesSize; i++) {
        int a = find(parent, edges[i][0]), b = find(parent, edges[i][1]);
        if (a == b) continue;  // already connected: the count does not change
        if (size[a] < size[b]) {
            int t = a;
            a = b;
            b = t;
        }
        parent[b] = a;
        size[a] += size[b];
        components--;
    }
    free(parent);
    free(size);
    return components;
}
