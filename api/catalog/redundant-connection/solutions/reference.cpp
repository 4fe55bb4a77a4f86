class Solution {
public:
    vector<int> findRedundantConnection(vector<vector<int>>& edges) {
        int n = edges.size();
        parent.resize(n + 1);
        size.assign(n + 1, 1);
        iota(parent.begin(), parent.end(), 0);
        for (auto& edge : edges) {
            int a = find(edge[0]), b = find(edge[1]);
            // Already connected: this edge closes the only cycle, and it is the cycle's last edge.
            if (a == b) return edge;
            if (size[a] < size[b]) swap(a, b);
            parent[b] = a;
            size[a] += size[b];
        }
        return {};
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
