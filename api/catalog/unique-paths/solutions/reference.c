int uniquePaths(int m, int n) {
    // C(m + n - 2, m - 1), multiplying and dividing in turn: every partial result is itself a
    // binomial coefficient, so each division is exact (64 bits hold the intermediate products).
    long long result = 1;
    for (int i = 1; i < m; i++) result = result * (n - 1 + i) / i;
    return (int)result;
}
