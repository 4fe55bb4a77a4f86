class Solution {
    private int[] parent, size;

    public boolean validTree(int n, int[][] edges) {
        // A tree on n nodes has exactly n - 1 edges; with that many, no cycle means connected.
        if (edges.length != n - 1) return false;
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        for (int[] edge : edges) {
            int a = find(edge[0]), b = find(edge[1]);
            if (a == b) return false;
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
        }
        return true;
    }

    private int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
}
