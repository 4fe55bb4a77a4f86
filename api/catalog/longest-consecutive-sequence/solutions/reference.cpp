class Solution {
public:
    int longestConsecutive(vector<int>& nums) {
        unordered_set<int> present(nums.begin(), nums.end());
        int best = 0;
        for (int x : present) {
            if (present.count(x - 1)) continue;  // only count up from the start of a run
            int length = 1;
            while (present.count(x + length)) length++;
            best = max(best, length);
        }
        return best;
    }
};
