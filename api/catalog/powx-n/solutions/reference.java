class Solution {
    public double myPow(double x, int n) {
        long e = n;  // negating Integer.MIN_VALUE needs 64 bits
        if (e < 0) {
            x = 1 / x;
            e = -e;
        }
        double result = 1;
        for (; e > 0; e >>= 1) {
            if ((e & 1) == 1) result *= x;
            x *= x;
        }
        return result;
    }
}
