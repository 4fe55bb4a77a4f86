int minEatingSpeed(int* piles, int pilesSize, int h) {
    int lo = 1, hi = 1;
    for (int i = 0; i < pilesSize; i++)
        if (piles[i] > hi) hi = piles[i];
    while (lo < hi) {
        int k = lo + (hi - lo) / 2;
        long long hours = 0;
        for (int i = 0; i < pilesSize; i++) hours += ((long long)piles[i] + k - 1) / k;
        if (hours <= h) hi = k;
        else lo = k + 1;
    }
    return lo;
}
