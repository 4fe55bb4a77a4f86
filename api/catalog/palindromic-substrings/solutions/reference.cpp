class Solution {
public:
    int countSubstrings(string s) {
        int n = s.size(), count = 0;
        // Grow a palindrome around each of the 2n - 1 centres (a letter or a gap between two).
        for (int centre = 0; centre < 2 * n - 1; centre++) {
            int left = centre / 2, right = left + centre % 2;
            while (left >= 0 && right < n && s[left] == s[right]) {
                count++;
                left--;
                right++;
            }
        }
        return count;
    }
};
