class Solution {
    private int next(int n) {
        int sum = 0;
        for (; n > 0; n /= 10) sum += (n % 10) * (n % 10);
        return sum;
    }

    public boolean isHappy(int n) {
        int slow = n, fast = next(n);
        while (fast != 1 && fast != slow) {
            slow = next(slow);
            fast = next(next(fast));
        }
        return fast == 1;
    }
}
