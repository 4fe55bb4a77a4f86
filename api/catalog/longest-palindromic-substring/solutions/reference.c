char* longestPalindrome(char* s) {
    int n = strlen(s), bestStart = 0, bestLength = 1;
    for (int centre = 0; centre < 2 * n - 1; centre++) {
        int left = centre / 2, right = left + centre % 2;
        while (left >= 0 && right < n && s[left] == s[right]) {
            left--;
            right++;
        }
        if (right - left - 1 > bestLength) {
            bestLength = right - left - 1;
            bestStart = left + 1;
        }
    }
    char* result = malloc(bestLength + 1);
    memcpy(result, s + bestStart, bestLength);
    result[bestLength] = '\0';
    return result;
}
