class Solution {
public:
    int findKthLargest(vector<int>& nums, int k) {
        // Quickselect for position k - 1 of the descending order: split nums[lo..hi] around a
        // random pivot into larger, equal and smaller parts and keep only the part holding that
        // position. The three-way split keeps runs of equal values from shrinking it one by one.
        int target = k - 1;
        mt19937 rng(215);
        int lo = 0, hi = nums.size() - 1;
        while (lo < hi) {
            int pivot = nums[lo + rng() % (hi - lo + 1)];
            int gt = lo, i = lo, lt = hi;  // [lo, gt) larger, [gt, i) equal, (lt, hi] smaller
            while (i <= lt) {
                if (nums[i] > pivot) swap(nums[gt++], nums[i++]);
                else if (nums[i] < pivot) swap(nums[i], nums[lt--]);
                else i++;
            }
            if (target < gt) hi = gt - 1;
            else if (target > lt) lo = lt + 1;
            else return pivot;
        }
        return nums[target];
    }
};
