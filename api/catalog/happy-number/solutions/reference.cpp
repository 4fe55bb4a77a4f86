class Solution {
    int next(int n) {
        int sum = 0;
        for (; n > 0; n /= 10) sum += (n % 10) * (n % 10);
        return sum;
    }

public:
    bool isHappy(int n) {
        // Floyd's cycle detection: the fast walker reaches 1 or meets the slow one in a loop.
        int slow = n, fast = next(n);
        while (fast != 1 && fast != slow) {
            slow = next(slow);
            fast = next(next(fast));
        }
        return fast == 1;
    }
};
