// Right answers, but it walks every choice of indices and removes repeats with a set at the end:
// a hundred 1s and target 30 make C(100, 30) branches.
class Solution {
    set<vector<int>> found;
    vector<int> current;

    void search(vector<int>& candidates, int start, int remaining) {
        if (remaining == 0) {
            found.insert(current);
            return;
        }
        for (int i = start; i < (int)candidates.size() && candidates[i] <= remaining; i++) {
            current.push_back(candidates[i]);
            search(candidates, i + 1, remaining - candidates[i]);
            current.pop_back();
        }
    }

public:
    vector<vector<int>> combinationSum2(vector<int>& candidates, int target) {
        sort(candidates.begin(), candidates.end());
        search(candidates, 0, target);
        return vector<vector<int>>(found.begin(), found.end());
    }
};
