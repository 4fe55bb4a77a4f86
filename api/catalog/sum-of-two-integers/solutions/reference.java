class Solution {
    public int getSum(int a, int b) {
        // Java ints wrap at 32 bits, so the loop also works for negative numbers.
        while (b != 0) {
            int carry = (a & b) << 1;
            a ^= b;
            b = carry;
        }
        return a;
    }
}
