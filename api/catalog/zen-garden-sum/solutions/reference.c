#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        long long weight;
        scanf("%lld", &weight);
        total += weight;
    }
    printf("%lld\n", total);
    return 0;
}
