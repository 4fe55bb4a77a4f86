bool wordBreak(char* s, char** wordDict, int wordDictSize) {
    int n = strlen(s);
    bool* can = calloc(n + 1, sizeof(bool));
    can[0] = true;
    for (int i = 1; i <= n; i++) {
        for (int w = 0; w < wordDictSize && !can[i]; w++) {
            int len = strlen(wordDict[w]);
            if (len <= i && can[i - len] && strncmp(s + i - len, wordDict[w], len) == 0) can[i] = true;
        }
    }
    bool result = can[n];
    free(can);
    return result;
}
