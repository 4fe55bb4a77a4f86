static int nextValue(int n) {
    int sum = 0;
    for (; n > 0; n /= 10) sum += (n % 10) * (n % 10);
    return sum;
}

bool isHappy(int n) {
    int slow = n, fast = nextValue(n);
    while (fast != 1 && fast != slow) {
        slow = nextValue(slow);
        fast = nextValue(nextValue(fast));
    }
    return fast == 1;
}
