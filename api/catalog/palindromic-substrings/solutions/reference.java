class Solution {
    public int countSubstrings(String s) {
        int n = s.length(), count = 0;
        for (int centre = 0; centre < 2 * n - 1; centre++) {
            int left = centre / 2, right = left + centre % 2;
            while (left >= 0 && right < n && s.charAt(left) == s.charAt(right)) {
                count++;
                left--;
                right++;
            }
        }
        return count;
    }
}
