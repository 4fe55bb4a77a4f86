char* longestCommonPrefix(char** strs, int strsSize) {
    int length = strlen(strs[0]);
    for (int i = 1; i < strsSize; i++) {
        int j = 0;
        while (j < length && strs[i][j] && strs[i][j] == strs[0][j]) j++;
        length = j;
    }
    char* prefix = malloc(length + 1);
    memcpy(prefix, strs[0], length);
    prefix[length] = '\0';
    return prefix;
}
