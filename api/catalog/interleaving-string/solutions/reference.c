bool isInterleave(char* s1, char* s2, char* s3) {
    int m = strlen(s1), n = strlen(s2);
    if (m + n != (int)strlen(s3)) return false;
    // ok[j], in row i: the first i letters of s1 and j of s2 can make the first i + j of s3.
    bool* ok = calloc(n + 1, sizeof(bool));
    for (int i = 0; i <= m; i++)
        for (int j = 0; j <= n; j++) {
            if (i == 0 && j == 0) ok[j] = true;
            else ok[j] = (i > 0 && ok[j] && s1[i - 1] == s3[i + j - 1]) ||
                         (j > 0 && ok[j - 1] && s2[j - 1] == s3[i + j - 1]);
        }
    bool result = ok[n];
    free(ok);
    return result;
}
