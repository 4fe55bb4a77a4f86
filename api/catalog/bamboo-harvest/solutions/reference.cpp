#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long m;
    scanf("%d %lld", &n, &m);
    vector<long long> h(n);
    for (auto& x : h) scanf("%lld", &x);
    // The collected amount only shrinks as H grows: binary search the last H that is enough.
    long long lo = 0, hi = *max_element(h.begin(), h.end());
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2, total = 0;
        for (long long x : h)
            if (x > mid) total += x - mid;
        if (total >= m) lo = mid;
        else hi = mid - 1;
    }
    printf("%lld\n", lo);
    return 0;
}
