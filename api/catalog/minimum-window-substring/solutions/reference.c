char* minWindow(char* s, char* t) {
    int need[128] = {0};
    int missing = 0;
    for (; t[missing]; missing++) need[(unsigned char)t[missing]]++;
    int n = strlen(s), left = 0, bestStart = 0, bestLength = -1;
    for (int right = 0; right < n; right++) {
        if (need[(unsigned char)s[right]]-- > 0) missing--;
        while (missing == 0) {
            if (bestLength < 0 || right - left + 1 < bestLength) {
                bestLength = right - left + 1;
                bestStart = left;
            }
            if (++need[(unsigned char)s[left++]] > 0) missing++;
        }
    }
    if (bestLength < 0) bestLength = 0;
    char* result = malloc(bestLength + 1);
    memcpy(result, s + bestStart, bestLength);
    result[bestLength] = '\0';
    return result;
}
