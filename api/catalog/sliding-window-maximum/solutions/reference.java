class Solution {
    public int[] maxSlidingWindow(int[] nums, int k) {
        int n = nums.length, front = 0, back = 0;
        int[] window = new int[n];  // indices, their values decreasing
        int[] out = new int[n - k + 1];
        for (int i = 0; i < n; i++) {
            if (front < back && window[front] <= i - k) front++;
            while (front < back && nums[window[back - 1]] <= nums[i]) back--;
            window[back++] = i;
            if (i >= k - 1) out[i - k + 1] = nums[window[front]];
        }
        return out;
    }
}
