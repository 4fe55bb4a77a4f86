// Multiplies |n| times: right, but about two billion multiplications when |n| is near 2^31.
class Solution {
public:
    double myPow(double x, int n) {
        long long e = n;
        if (e < 0) {
            x = 1 / x;
            e = -e;
        }
        double result = 1;
        for (long long i = 0; i < e; i++) result *= x;
        return result;
    }
};
