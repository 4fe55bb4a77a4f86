class Solution {
public:
    bool validTree(int n, vector<vector<int>>& edges) {
        // A tree on n nodes has exactly n - 1 edges; with that many, no cycle means connected.
        if ((int)edges.size() != n - 1) return false;
        parent.resize(n);
        size.assign(n, 1);
        iota(parent.begin(), parent.end(), 0);
        for (auto& edge : edges) {
            int a = find(edge[0]), b = find(edge[1]);
            if (a == b) return false;
            if (size[a] < size[b]) swap(a, b);
            parent[b] = a;
            size[a] += size[b];
        }
        return true;
    }

private:
    vector<int> parent, size;

    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
};
