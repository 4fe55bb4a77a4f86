// Correct, but counts upwards from every element, not only from the start of each run:
// O(n^2) look-ups on one long run.
class Solution {
public:
    int longestConsecutive(vector<int>& nums) {
        unordered_set<int> present(nums.begin(), nums.end());
        int best = 0;
        for (int x : nums) {
            int length = 1;
            while (present.count(x + length)) length++;
            best = max(best, length);
        }
        return best;
    }
};
