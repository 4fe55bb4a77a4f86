/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
typedef struct {
    char* key;
    int index;
} Item;

static int byChar(const void* a, const void* b) {
    return *(const char*)a - *(const char*)b;
}

static int byKey(const void* a, const void* b) {
    const Item* x = a;
    const Item* y = b;
    int order = strcmp(x->key, y->key);
    return order ? order : x->index - y->index;
}

char*** groupAnagrams(char** strs, int strsSize, int* returnSize, int** returnColumnSizes) {
    // Sort the strings by their sorted letters; anagrams then sit next to each other.
    Item* items = malloc(sizeof(Item) * strsSize);
    for (int i = 0; i < strsSize; i++) {
        items[i].key = strdup(strs[i]);
        qsort(items[i].key, strlen(items[i].key), 1, byChar);
        items[i].index = i;
    }
    qsort(items, strsSize, sizeof(Item), byKey);
    char*** groups = malloc(sizeof(char**) * strsSize);
    *returnColumnSizes = malloc(sizeof(int) * strsSize);
    *returnSize = 0;
    for (int start = 0; start < strsSize;) {
        int end = start;
        while (end < strsSize && strcmp(items[end].key, items[start].key) == 0) end++;
        char** group = malloc(sizeof(char*) * (end - start));
        for (int k = start; k < end; k++) group[k - start] = strs[items[k].index];
        groups[*returnSize] = group;
        (*returnColumnSizes)[*returnSize] = end - start;
        (*returnSize)++;
        start = end;
    }
    for (int i = 0; i < strsSize; i++) free(items[i].key);
    free(items);
    return groups;
}
