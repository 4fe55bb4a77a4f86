class Solution {
public:
    vector<int> topKFrequent(vector<int>& nums, int k) {
        unordered_map<int, int> count;
        for (int x : nums) count[x]++;
        // Bucket by count: buckets[c] holds the values that occur exactly c times.
        vector<vector<int>> buckets(nums.size() + 1);
        for (auto& [value, c] : count) buckets[c].push_back(value);
        vector<int> result;
        for (int c = nums.size(); c > 0 && (int)result.size() < k; c--)
            for (int value : buckets[c]) result.push_back(value);
        result.resize(k);
        return result;
    }
};
