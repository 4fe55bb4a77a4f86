#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    map<string, int> count;  // ordered, so the first name with the top count is the smallest
    for (int i = 0; i < n; i++) {
        string name;
        cin >> name;
        count[name]++;
    }
    string best;
    int bestCount = 0;
    for (auto& [name, c] : count) {
        if (c > bestCount) {
            best = name;
            bestCount = c;
        }
    }
    cout << best << " " << bestCount << "\n";
    return 0;
}
