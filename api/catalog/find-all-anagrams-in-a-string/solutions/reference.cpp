class Solution {
public:
    vector<int> findAnagrams(string s, string p) {
        vector<int> result;
        int n = s.size(), m = p.size();
        if (m > n) return result;
        // diff[c]: count of c in the window minus count in p; `off` counts letters with diff != 0.
        int diff[26] = {0}, off = 0;
        for (int i = 0; i < m; i++) {
            diff[s[i] - 'a']++;
            diff[p[i] - 'a']--;
        }
        for (int c = 0; c < 26; c++) off += diff[c] != 0;
        auto change = [&](int c, int delta) {
            off -= diff[c] != 0;
            diff[c] += delta;
            off += diff[c] != 0;
        };
        if (off == 0) result.push_back(0);
        for (int i = m; i < n; i++) {
            change(s[i] - 'a', 1);
            change(s[i - m] - 'a', -1);
            if (off == 0) result.push_back(i - m + 1);
        }
        return result;
    }
};
