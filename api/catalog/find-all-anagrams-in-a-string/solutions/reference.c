/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* findAnagrams(char* s, char* p, int* returnSize) {
    int n = strlen(s), m = strlen(p);
    int* result = malloc(sizeof(int) * (n + 1));
    *returnSize = 0;
    if (m > n) return result;
    /* diff[c]: count of c in the window minus count in p; off counts letters with diff != 0. */
    int diff[26] = {0}, off = 0;
    for (int i = 0; i < m; i++) {
        diff[s[i] - 'a']++;
        diff[p[i] - 'a']--;
    }
    for (int c = 0; c < 26; c++) off += diff[c] != 0;
    if (off == 0) result[(*returnSize)++] = 0;
    for (int i = m; i < n; i++) {
        int in = s[i] - 'a', out = s[i - m] - 'a';
        off -= diff[in] != 0;
        diff[in]++;
        off += diff[in] != 0;
        off -= diff[out] != 0;
        diff[out]--;
        off += diff[out] != 0;
        if (off == 0) result[(*returnSize)++] = i - m + 1;
    }
    return result;
}
