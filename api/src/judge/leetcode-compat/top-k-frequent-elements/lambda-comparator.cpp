class Solution {
public:
    vector<int> topKFrequent(vector<int>& nums, int k) {
        unordered_map<int, int> count;
        for (int x : nums) count[x]++;
        auto cmp = [](const pair<int, int>& a, const pair<int, int>& b) { return a.second > b.second; };
        priority_queue<pair<int, int>, vector<pair<int, int>>, decltype(cmp)> heap;
        for (auto& entry : count) {
            heap.push(entry);
            if ((int)heap.size() > k) heap.pop();
        }
        vector<int> out;
        for (; !heap.empty(); heap.pop()) out.push_back(heap.top().first);
        ranges::reverse(out);
        return out;
    }
};
