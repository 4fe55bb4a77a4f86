static int min3(int a, int b, int c) {
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int minDistance(char* word1, char* word2) {
    int m = strlen(word1), n = strlen(word2);
    int* previous = malloc(sizeof(int) * (n + 1));
    int* current = malloc(sizeof(int) * (n + 1));
    for (int j = 0; j <= n; j++) previous[j] = j;
    for (int i = 1; i <= m; i++) {
        current[0] = i;
        for (int j = 1; j <= n; j++) {
            if (word1[i - 1] == word2[j - 1]) current[j] = previous[j - 1];
            else current[j] = 1 + min3(previous[j - 1], previous[j], current[j - 1]);
        }
        int* t = previous; previous = current; current = t;
    }
    int result = previous[n];
    free(previous);
    free(current);
    return result;
}
