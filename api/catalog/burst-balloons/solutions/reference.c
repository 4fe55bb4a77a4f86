int maxCoins(int* nums, int numsSize) {
    int n = numsSize, size = n + 2;
    int* v = malloc(sizeof(int) * size);  // the row with a 1 standing at each end
    v[0] = v[n + 1] = 1;
    for (int i = 0; i < n; i++) v[i + 1] = nums[i];
    // best[l * size + r]: the most coins from bursting every balloon strictly between l and r.
    int* best = calloc(size * size, sizeof(int));
    for (int gap = 2; gap <= n + 1; gap++)
        for (int l = 0; l + gap <= n + 1; l++) {
            int r = l + gap, most = 0;
            for (int k = l + 1; k < r; k++) {  // k is the last balloon burst between l and r
                int coins = best[l * size + k] + v[l] * v[k] * v[r] + best[k * size + r];
                if (coins > most) most = coins;
            }
            best[l * size + r] = most;
        }
    int result = best[n + 1];
    free(v);
    free(best);
    return result;
}
