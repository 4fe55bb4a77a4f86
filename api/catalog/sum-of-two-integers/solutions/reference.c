int getSum(int a, int b) {
    unsigned int x = a, y = b;
    while (y != 0) {
        unsigned int carry = (x & y) << 1;  // positions where both bits are 1, moved left
        x ^= y;
        y = carry;
    }
    return (int)x;
}
