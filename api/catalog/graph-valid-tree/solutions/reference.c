static int find(int* parent, int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

bool validTree(int n, int** edges, int edgesSize, int* edgesColSize) {
    // A tree on n nodes has exactly n - 1 edges; with that many, no cycle means connected.
    if (edgesSize != n - 1) return false;
    int* parent = malloc(sizeof(int) * n);
    int* size = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) {
        parent[i] = i;
        size[i] = 1;
    }
    bool tree = true;
    for (int i = 0; i < edgesSize && tree; i++) {
        int a = find(parent, edges[i][0]), b = find(parent, edges[i][1]);
        if (a == b) {
            tree = false;
        } else {
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
        }
    }
    free(parent);
    free(size);
    return tree;
}
