int numDistinct(char* s, char* t) {
    int n = strlen(t);
    // ways[j]: ways to spell t[0..j) from the part of s read so far. Counts for short prefixes of t
    // can pass 32 bits; unsigned arithmetic wraps modulo 2^32, and since the answer fits, the
    // wrapped sums still give it exactly.
    unsigned* ways = calloc(n + 1, sizeof(unsigned));
    ways[0] = 1;
    for (int i = 0; s[i]; i++)
        for (int j = n; j >= 1; j--)
            if (t[j - 1] == s[i]) ways[j] += ways[j - 1];
    int result = (int)ways[n];
    free(ways);
    return result;
}
