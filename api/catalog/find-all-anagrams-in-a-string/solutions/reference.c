/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* findAnagrams(char* s, char* p, int* returnSize) {
    int n = strlen(s), m = strlen(p);
    int* result = malloc(sizeof(int) * (n + 1));
    *returnSize = 0;
    if (m > n) return result;
    int need[26] = {0}, window[26] = {0};
    for (int i = 0; i < m; i++) need[p[i] - 'a']++;
    for (int i = 0; i < n; i++) {
        window[s[i] - 'a']++;
        if (i >= m) window[s[i - m] - 'a']--;
        if (i >= m - 1 && memcmp(window, need, sizeof(need)) == 0) result[(*returnSize)++] = i - m + 1;
    }
    return result;
}
