class Solution {
    public List<List<Integer>> permute(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        arrange(nums, 0, result);
        return result;
    }

    // Fixes position `start` to each remaining value in turn, then arranges the rest.
    private void arrange(int[] nums, int start, List<List<Integer>> result) {
        if (start == nums.length) {
            List<Integer> order = new ArrayList<>();
            for (int x : nums) order.add(x);
            result.add(order);
            return;
        }
        for (int i = start; i < nums.length; i++) {
            swap(nums, start, i);
            arrange(nums, start + 1, result);
            swap(nums, start, i);
        }
    }

    private void swap(int[] nums, int a, int b) {
        int t = nums[a];
        nums[a] = nums[b];
        nums[b] = t;
    }
}
