#include <bits/stdc++.h>
using namespace std;

// Lowers the blade one unit at a time from the tallest stalk: up to 10^9 rounds of O(n).
int main() {
    int n;
    long long m;
    scanf("%d %lld", &n, &m);
    vector<long long> h(n);
    for (auto& x : h) scanf("%lld", &x);
    for (long long H = *max_element(h.begin(), h.end()); H >= 0; H--) {
        long long total = 0;
        for (long long x : h)
            if (x > H) total += x - H;
        if (total >= m) {
            printf("%lld\n", H);
            return 0;
        }
    }
    return 0;
}
