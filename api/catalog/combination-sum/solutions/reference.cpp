class Solution {
    vector<vector<int>> found;
    vector<int> current;

    // Candidates are sorted; indices before start are never chosen again, so each multiset comes once.
    void search(vector<int>& candidates, int start, int remaining) {
        if (remaining == 0) {
            found.push_back(current);
            return;
        }
        for (int i = start; i < (int)candidates.size() && candidates[i] <= remaining; i++) {
            current.push_back(candidates[i]);
            search(candidates, i, remaining - candidates[i]);
            current.pop_back();
        }
    }

public:
    vector<vector<int>> combinationSum(vector<int>& candidates, int target) {
        sort(candidates.begin(), candidates.end());
        search(candidates, 0, target);
        return found;
    }
};
