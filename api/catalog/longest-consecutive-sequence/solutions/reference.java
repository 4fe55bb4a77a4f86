class Solution {
    public int longestConsecutive(int[] nums) {
        Set<Integer> present = new HashSet<>();
        for (int x : nums) present.add(x);
        int best = 0;
        for (int x : present) {
            if (present.contains(x - 1)) continue;
            int length = 1;
            while (present.contains(x + length)) length++;
            best = Math.max(best, length);
        }
        return best;
    }
}
