/** Encodes a list of strings to a single string. */
char* encode(char** strs, int strsSize) {
    size_t total = 1;
    for (int i = 0; i < strsSize; i++) total += strlen(strs[i]) + 12;
    char* out = malloc(total);
    size_t length = 0;
    out[0] = '\0';
    for (int i = 0; i < strsSize; i++)
        length += sprintf(out + length, "%zu#%s", strlen(strs[i]), strs[i]);
    return out;
}

/** Decodes a single string to a list of strings. */
char** decode(char* s, int* returnSize) {
    // At most one string per '#'.
    int capacity = 1;
    for (char* p = s; *p; p++) capacity += *p == '#';
    char** out = malloc(sizeof(char*) * capacity);
    int count = 0;
    while (*s) {
        char* hash;
        size_t length = strtoul(s, &hash, 10);
        out[count] = malloc(length + 1);
        memcpy(out[count], hash + 1, length);
        out[count][length] = '\0';
        count++;
        s = hash + 1 + length;
    }
    *returnSize = count;
    return out;
}
