class Solution {
public:
    int findKthLargest(vector<int>& nums, int k) {
        // A min-heap of the k largest seen so far; its top is the k-th largest.
        priority_queue<int, vector<int>, greater<int>> heap;
        for (int x : nums) {
            heap.push(x);
            if ((int)heap.size() > k) heap.pop();
        }
        return heap.top();
    }
};
