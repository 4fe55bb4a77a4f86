// Checks only that no edge closes a cycle, forgetting that a forest of several trees is not a tree.
class Solution {
public:
    bool validTree(int n, vector<vector<int>>& edges) {
        vector<int> parent(n);
        iota(parent.begin(), parent.end(), 0);
        function<int(int)> find = [&](int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); };
        for (auto& edge : edges) {
            int a = find(edge[0]), b = find(edge[1]);
            if (a == b) return false;
            parent[a] = b;
        }
        return true;
    }
};
