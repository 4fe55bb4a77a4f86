int longestCommonSubsequence(char* text1, char* text2) {
    int m = strlen(text1), n = strlen(text2);
    int* previous = calloc(n + 1, sizeof(int));
    int* current = calloc(n + 1, sizeof(int));
    for (int i = 1; i <= m; i++) {
        for (int j = 1; j <= n; j++) {
            if (text1[i - 1] == text2[j - 1]) current[j] = previous[j - 1] + 1;
            else current[j] = previous[j] > current[j - 1] ? previous[j] : current[j - 1];
        }
        int* t = previous; previous = current; current = t;
    }
    int result = previous[n];
    free(previous);
    free(current);
    return result;
}
