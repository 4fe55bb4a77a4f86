#include <stdio.h>
#include <stdlib.h>

/* Merge sort: before merging two sorted halves, count for each left value how many right values
   it more than doubles (a two-pointer sweep), then merge. */
static long long sortCount(long long* a, long long* tmp, int lo, int hi) {
    if (hi - lo <= 1) return 0;
    int mid = (lo + hi) / 2;
    long long count = sortCount(a, tmp, lo, mid) + sortCount(a, tmp, mid, hi);
    int j = mid;
    for (int i = lo; i < mid; i++) {
        while (j < hi && a[i] > 2 * a[j]) j++;
        count += j - mid;
    }
    int i = lo, k = lo;
    j = mid;
    while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    for (k = lo; k < hi; k++) a[k] = tmp[k];
    return count;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long* a = malloc(sizeof(long long) * n);
    long long* tmp = malloc(sizeof(long long) * n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    printf("%lld\n", sortCount(a, tmp, 0, n));
    free(a);
    free(tmp);
    return 0;
}
