class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        int m = text1.length(), n = text2.length();
        int[][] best = new int[m + 1][n + 1];
        for (int i = 1; i <= m; i++)
            for (int j = 1; j <= n; j++)
                best[i][j] = text1.charAt(i - 1) == text2.charAt(j - 1)
                        ? best[i - 1][j - 1] + 1
                        : Math.max(best[i - 1][j], best[i][j - 1]);
        return best[m][n];
    }
}
