class Solution {
    private final List<List<Integer>> found = new ArrayList<>();
    private final List<Integer> current = new ArrayList<>();

    public List<List<Integer>> subsetsWithDup(int[] nums) {
        Arrays.sort(nums);
        search(nums, 0);
        return found;
    }

    private void search(int[] nums, int start) {
        found.add(new ArrayList<>(current));
        for (int i = start; i < nums.length; i++) {
            // A value already tried at this level would only repeat the same subsets.
            if (i > start && nums[i] == nums[i - 1]) continue;
            current.add(nums[i]);
            search(nums, i + 1);
            current.remove(current.size() - 1);
        }
    }
}
