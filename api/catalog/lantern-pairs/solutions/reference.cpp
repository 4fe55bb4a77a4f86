#include <bits/stdc++.h>
using namespace std;

// Merge sort: before merging two sorted halves, count for each left value how many right values
// it more than doubles (a two-pointer sweep), then merge.
static long long sortCount(vector<long long>& a, vector<long long>& tmp, int lo, int hi) {
    if (hi - lo <= 1) return 0;
    int mid = (lo + hi) / 2;
    long long count = sortCount(a, tmp, lo, mid) + sortCount(a, tmp, mid, hi);
    int j = mid;
    for (int i = lo; i < mid; i++) {
        while (j < hi && a[i] > 2 * a[j]) j++;
        count += j - mid;
    }
    merge(a.begin() + lo, a.begin() + mid, a.begin() + mid, a.begin() + hi, tmp.begin() + lo);
    copy(tmp.begin() + lo, tmp.begin() + hi, a.begin() + lo);
    return count;
}

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> a(n), tmp(n);
    for (auto& x : a) scanf("%lld", &x);
    printf("%lld\n", sortCount(a, tmp, 0, n));
    return 0;
}
