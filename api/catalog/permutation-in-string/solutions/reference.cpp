class Solution {
public:
    bool checkInclusion(string s1, string s2) {
        int m = s1.size(), n = s2.size();
        if (m > n) return false;
        int need[26] = {0}, have[26] = {0};
        for (int i = 0; i < m; i++) {
            need[s1[i] - 'a']++;
            have[s2[i] - 'a']++;
        }
        int matches = 0;
        for (int c = 0; c < 26; c++) matches += need[c] == have[c];
        for (int i = m; i < n; i++) {
            if (matches == 26) return true;
            int in = s2[i] - 'a', out = s2[i - m] - 'a';
            if (have[in] == need[in]) matches--;
            if (++have[in] == need[in]) matches++;
            if (have[out] == need[out]) matches--;
            if (--have[out] == need[out]) matches++;
        }
        return matches == 26;
    }
};
