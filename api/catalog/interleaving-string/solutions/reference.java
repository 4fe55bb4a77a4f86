class Solution {
    public boolean isInterleave(String s1, String s2, String s3) {
        int m = s1.length(), n = s2.length();
        if (m + n != s3.length()) return false;
        // ok[j], in row i: the first i letters of s1 and j of s2 can make the first i + j of s3.
        boolean[] ok = new boolean[n + 1];
        for (int i = 0; i <= m; i++)
            for (int j = 0; j <= n; j++) {
                if (i == 0 && j == 0) ok[j] = true;
                else ok[j] = (i > 0 && ok[j] && s1.charAt(i - 1) == s3.charAt(i + j - 1))
                        || (j > 0 && ok[j - 1] && s2.charAt(j - 1) == s3.charAt(i + j - 1));
            }
        return ok[n];
    }
}
