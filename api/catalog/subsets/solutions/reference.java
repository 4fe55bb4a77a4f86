class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        int n = nums.length;
        List<List<Integer>> result = new ArrayList<>();
        // Bit i of mask says whether nums[i] is in the subset.
        for (int mask = 0; mask < (1 << n); mask++) {
            List<Integer> subset = new ArrayList<>();
            for (int i = 0; i < n; i++)
                if ((mask >> i & 1) == 1) subset.add(nums[i]);
            result.add(subset);
        }
        return result;
    }
}
