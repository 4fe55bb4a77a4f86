class Solution {
public:
    string longestPalindrome(string s) {
        int n = s.size(), bestStart = 0, bestLength = 1;
        // Expand around each of the 2n - 1 centres: a letter (odd length) or a gap (even length).
        for (int centre = 0; centre < 2 * n - 1; centre++) {
            int left = centre / 2, right = left + centre % 2;
            while (left >= 0 && right < n && s[left] == s[right]) {
                left--;
                right++;
            }
            int length = right - left - 1;
            if (length > bestLength) {
                bestLength = length;
                bestStart = left + 1;
            }
        }
        return s.substr(bestStart, bestLength);
    }
};
