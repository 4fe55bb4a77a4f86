class Solution {
    public boolean checkInclusion(String s1, String s2) {
        int m = s1.length(), n = s2.length();
        if (m > n) return false;
        int[] need = new int[26], have = new int[26];
        for (int i = 0; i < m; i++) {
            need[s1.charAt(i) - 'a']++;
            have[s2.charAt(i) - 'a']++;
        }
        for (int i = m; ; i++) {
            if (Arrays.equals(need, have)) return true;
            if (i == n) return false;
            have[s2.charAt(i) - 'a']++;
            have[s2.charAt(i - m) - 'a']--;
        }
    }
}
