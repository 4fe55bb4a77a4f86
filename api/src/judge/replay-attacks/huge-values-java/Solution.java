class Solution {
    public int[] twoSum(int[] nums, int target) {
        int[] big = new int[1_000_000];
        int[][][] grid = new int[100][100][100];
        List<Object> deep = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) deep = new ArrayList<>(List.of(deep));
        String text = "z".repeat(50 << 20);
        StringBuilder built = new StringBuilder(text);
        Map<Integer, String> table = new HashMap<>();
        for (int i = 0; i < 1000; i++) table.put(i, "y".repeat(1000));
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            if (seen.containsKey(target - nums[i])) {
                return new int[] {seen.get(target - nums[i]), i};
            }
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}
