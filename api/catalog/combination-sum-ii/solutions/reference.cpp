class Solution {
    vector<vector<int>> found;
    vector<int> current;

    void search(vector<int>& candidates, int start, int remaining) {
        if (remaining == 0) {
            found.push_back(current);
            return;
        }
        for (int i = start; i < (int)candidates.size() && candidates[i] <= remaining; i++) {
            // A value already tried at this level would only repeat the same combinations.
            if (i > start && candidates[i] == candidates[i - 1]) continue;
            current.push_back(candidates[i]);
            search(candidates, i + 1, remaining - candidates[i]);
            current.pop_back();
        }
    }

public:
    vector<vector<int>> combinationSum2(vector<int>& candidates, int target) {
        sort(candidates.begin(), candidates.end());
        search(candidates, 0, target);
        return found;
    }
};
