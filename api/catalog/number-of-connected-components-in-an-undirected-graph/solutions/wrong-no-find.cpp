// Links the endpoints' direct parents instead of their roots, so two nodes of one component can
// look separate and an edge between them is counted as a merge.
class Solution {
public:
    int countComponents(int n, vector<vector<int>>& edges) {
        vector<int> parent(n);
        iota(parent.begin(), parent.end(), 0);
        int components = n;
        for (auto& edge : edges) {
            int a = parent[edge[0]], b = parent[edge[1]];
            if (a == b) continue;
            parent[b] = a;
            parent[edge[1]] = a;
            components--;
        }
        return components;
    }
};
