class Solution {
public:
    int longestCommonSubsequence(string text1, string text2) {
        int m = text1.size(), n = text2.size();
        // Two rows of the table: best[i][j] is the answer for the first i and j letters.
        vector<int> previous(n + 1, 0), current(n + 1, 0);
        for (int i = 1; i <= m; i++) {
            for (int j = 1; j <= n; j++) {
                if (text1[i - 1] == text2[j - 1]) current[j] = previous[j - 1] + 1;
                else current[j] = max(previous[j], current[j - 1]);
            }
            swap(previous, current);
        }
        return previous[n];
    }
};
