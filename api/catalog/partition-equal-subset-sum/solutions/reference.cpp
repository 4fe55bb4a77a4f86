class Solution {
public:
    bool canPartition(vector<int>& nums) {
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (total % 2) return false;
        int half = total / 2;
        // reachable[s]: some subset of the numbers seen so far adds up to s.
        vector<bool> reachable(half + 1, false);
        reachable[0] = true;
        for (int x : nums)
            for (int s = half; s >= x; s--)
                if (reachable[s - x]) reachable[s] = true;
        return reachable[half];
    }
};
