public class Solution {
    public int hammingWeight(int n) {
        // Counts the zeros below the highest set bit instead of the ones.
        int count = 0;
        while (n > 1) {
            if ((n & 1) == 0) count++;
            n >>= 1;
        }
        return count;
    }
}
