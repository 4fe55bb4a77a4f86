class Solution {
    public boolean canPartition(int[] nums) {
        int total = 0;
        for (int x : nums) total += x;
        if (total % 2 != 0) return false;
        // Bit s is set when some subset adds up to s.
        BitSet reachable = new BitSet(total / 2 + 1);
        reachable.set(0);
        for (int x : nums)
            for (int s = total / 2; s >= x; s--)
                if (reachable.get(s - x)) reachable.set(s);
        return reachable.get(total / 2);
    }
}
