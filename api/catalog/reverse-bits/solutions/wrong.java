public class Solution {
    public int reverseBits(int n) {
        // Stops when no set bits are left: the leading zeros are never shifted in.
        int result = 0;
        for (; n != 0; n >>>= 1) result = (result << 1) | (n & 1);
        return result;
    }
}
