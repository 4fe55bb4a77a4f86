#include <stdio.h>

// Sums the harvest in 32-bit integers: wraps around for tall groves.
int main(void) {
    int n;
    long long m;
    static int h[20000];
    scanf("%d %lld", &n, &m);
    int hi = 0;
    for (int i = 0; i < n; i++) {
        scanf("%d", &h[i]);
        if (h[i] > hi) hi = h[i];
    }
    int lo = 0;
    while (lo < hi) {
        int mid = lo + (hi - lo + 1) / 2, total = 0;
        for (int i = 0; i < n; i++)
            if (h[i] > mid) total += h[i] - mid;
        if (total >= m) lo = mid;
        else hi = mid - 1;
    }
    printf("%d\n", lo);
    return 0;
}
