static int find(int* parent, int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* findRedundantConnection(int** edges, int edgesSize, int* edgesColSize, int* returnSize) {
    int n = edgesSize;
    int* parent = malloc(sizeof(int) * (n + 1));
    int* size = malloc(sizeof(int) * (n + 1));
    for (int i = 0; i <= n; i++) {
        parent[i] = i;
        size[i] = 1;
    }
    int* answer = malloc(sizeof(int) * 2);
    *returnSize = 0;
    for (int i = 0; i < n; i++) {
        int a = find(parent, edges[i][0]), b = find(parent, edges[i][1]);
        if (a == b) {
            // Already connected: this edge closes the only cycle, and it is the cycle's last edge.
            answer[0] = edges[i][0];
            answer[1] = edges[i][1];
            *returnSize = 2;
            break;
        }
        if (size[a] < size[b]) {
            int t = a;
            a = b;
            b = t;
        }
        parent[b] = a;
        size[a] += size[b];
    }
    free(parent);
    free(size);
    return answer;
}
