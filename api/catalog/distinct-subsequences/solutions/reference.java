class Solution {
    public int numDistinct(String s, String t) {
        int n = t.length();
        // ways[j]: ways to spell t[0..j) from the part of s read so far. Counts for short prefixes
        // of t can pass 32 bits; int addition wraps modulo 2^32, and since the answer fits, the
        // wrapped sums still give it exactly.
        int[] ways = new int[n + 1];
        ways[0] = 1;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            for (int j = n; j >= 1; j--)
                if (t.charAt(j - 1) == c) ways[j] += ways[j - 1];
        }
        return ways[n];
    }
}
