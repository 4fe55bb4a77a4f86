class Solution {
    public boolean checkInclusion(String s1, String s2) {
        int m = s1.length(), n = s2.length();
        if (m > n) return false;
        int[] need = new int[26], have = new int[26];
        for (int i = 0; i < m; i++) {
            need[s1.charAt(i) - 'a']++;
            have[s2.charAt(i) - 'a']++;
        }
        // matches: how many letters occur as often in the window as in s1.
        int matches = 0;
        for (int c = 0; c < 26; c++) if (need[c] == have[c]) matches++;
        for (int i = m; i < n; i++) {
            if (matches == 26) return true;
            int in = s2.charAt(i) - 'a', out = s2.charAt(i - m) - 'a';
            if (have[in] == need[in]) matches--;
            if (++have[in] == need[in]) matches++;
            if (have[out] == need[out]) matches--;
            if (--have[out] == need[out]) matches++;
        }
        return matches == 26;
    }
}
