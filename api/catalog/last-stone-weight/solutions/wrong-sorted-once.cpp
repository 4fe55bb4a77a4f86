class Solution {
public:
    int lastStoneWeight(vector<int>& stones) {
        // Sorts once and smashes neighbours in that order, ignoring where the new stone belongs.
        sort(stones.rbegin(), stones.rend());
        int current = stones[0];
        for (size_t i = 1; i < stones.size(); i++) current = abs(current - stones[i]);
        return current;
    }
};
