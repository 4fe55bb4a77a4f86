int hammingWeight(int n) {
    // Counts the lowest 16 bits only.
    int count = 0;
    for (int i = 0; i < 16; i++) count += (n >> i) & 1;
    return count;
}
