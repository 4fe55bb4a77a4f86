class Solution {
public:
    bool mergeTriplets(vector<vector<int>>& triplets, vector<int>& target) {
        int best[3] = {0, 0, 0};
        for (auto& t : triplets) {
            // A triplet that overshoots anywhere would spoil every merge it joins.
            if (t[0] > target[0] || t[1] > target[1] || t[2] > target[2]) continue;
            for (int k = 0; k < 3; k++) best[k] = max(best[k], t[k]);
        }
        return best[0] == target[0] && best[1] == target[1] && best[2] == target[2];
    }
};
