#include <bits/stdc++.h>
using namespace std;

// Every pair: O(n^2), about 5 * 10^9 comparisons for 10^5 lanterns.
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    long long count = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] > 2 * a[j]) count++;
    printf("%lld\n", count);
    return 0;
}
