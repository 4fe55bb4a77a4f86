class Solution {
    public String longestPalindrome(String s) {
        int n = s.length(), bestStart = 0, bestLength = 1;
        for (int centre = 0; centre < 2 * n - 1; centre++) {
            int left = centre / 2, right = left + centre % 2;
            while (left >= 0 && right < n && s.charAt(left) == s.charAt(right)) {
                left--;
                right++;
            }
            if (right - left - 1 > bestLength) {
                bestLength = right - left - 1;
                bestStart = left + 1;
            }
        }
        return s.substring(bestStart, bestStart + bestLength);
    }
}
