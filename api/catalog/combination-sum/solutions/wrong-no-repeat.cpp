// Moves past a candidate once it is used (i + 1), so no number can appear twice: [2,2,3] is lost.
class Solution {
    vector<vector<int>> found;
    vector<int> current;

    void search(vector<int>& candidates, int start, int remaining) {
        if (remaining == 0) {
            found.push_back(current);
            return;
        }
        for (int i = start; i < (int)candidates.size(); i++) {
            if (candidates[i] > remaining) continue;
            current.push_back(candidates[i]);
            search(candidates, i + 1, remaining - candidates[i]);
            current.pop_back();
        }
    }

public:
    vector<vector<int>> combinationSum(vector<int>& candidates, int target) {
        search(candidates, 0, target);
        return found;
    }
};
