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
        for (int i = m; i < n; i++) {
            if (memcmp(need, have, sizeof(need)) == 0) return true;
            have[s2[i] - 'a']++;
            have[s2[i - m] - 'a']--;
        }
        return false;  // never looks at the window that ends at the last letter
    }
};
