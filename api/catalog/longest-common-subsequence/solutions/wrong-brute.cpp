// Correct, but plain recursion without memoisation: exponential when the strings differ.
class Solution {
public:
    int longestCommonSubsequence(string text1, string text2) { return from(text1, text2, 0, 0); }

private:
    int from(const string& a, const string& b, int i, int j) {
        if (i == (int)a.size() || j == (int)b.size()) return 0;
        if (a[i] == b[j]) return 1 + from(a, b, i + 1, j + 1);
        return max(from(a, b, i + 1, j), from(a, b, i, j + 1));
    }
};
