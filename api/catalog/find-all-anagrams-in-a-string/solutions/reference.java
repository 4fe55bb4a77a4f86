class Solution {
    public List<Integer> findAnagrams(String s, String p) {
        List<Integer> result = new ArrayList<>();
        int n = s.length(), m = p.length();
        if (m > n) return result;
        // diff[c]: count of c in the window minus count in p; off counts letters with diff != 0.
        int[] diff = new int[26];
        for (int i = 0; i < m; i++) {
            diff[s.charAt(i) - 'a']++;
            diff[p.charAt(i) - 'a']--;
        }
        int off = 0;
        for (int c = 0; c < 26; c++) if (diff[c] != 0) off++;
        if (off == 0) result.add(0);
        for (int i = m; i < n; i++) {
            int in = s.charAt(i) - 'a', out = s.charAt(i - m) - 'a';
            if (diff[in] != 0) off--;
            if (++diff[in] != 0) off++;
            if (diff[out] != 0) off--;
            if (--diff[out] != 0) off++;
            if (off == 0) result.add(i - m + 1);
        }
        return result;
    }
}
