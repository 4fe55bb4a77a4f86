class Solution {
public:
    int numDistinct(string s, string t) {
        int n = t.size();
        // ways[j]: ways to spell t[0..j) from the part of s read so far. Counts for short prefixes
        // of t can pass 32 bits; unsigned arithmetic wraps modulo 2^32, and since the answer fits,
        // the wrapped sums still give it exactly.
        vector<unsigned> ways(n + 1, 0);
        ways[0] = 1;
        for (char c : s)
            for (int j = n; j >= 1; j--)
                if (t[j - 1] == c) ways[j] += ways[j - 1];
        return ways[n];
    }
};
