class Solution {
public:
    double myPow(double x, int n) {
        long long e = n;  // -(-2^31) does not fit in an int
        if (e < 0) {
            x = 1 / x;
            e = -e;
        }
        double result = 1;
        // Square x once per binary digit of e; multiply in the squares of the set bits.
        for (; e > 0; e >>= 1) {
            if (e & 1) result *= x;
            x *= x;
        }
        return result;
    }
};
