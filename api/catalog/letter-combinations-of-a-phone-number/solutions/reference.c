/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
char** letterCombinations(char* digits, int* returnSize) {
    static const char* keys[] = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};
    int n = strlen(digits);
    *returnSize = 0;
    if (n == 0) return malloc(sizeof(char*));
    int total = 1;
    for (int i = 0; i < n; i++) total *= strlen(keys[digits[i] - '0']);
    char** words = malloc(sizeof(char*) * total);
    // Word number w picks its letters like the digits of w in a mixed-radix system.
    for (int w = 0; w < total; w++) {
        char* word = malloc(n + 1);
        int rest = w;
        for (int i = n - 1; i >= 0; i--) {
            const char* letters = keys[digits[i] - '0'];
            int radix = strlen(letters);
            word[i] = letters[rest % radix];
            rest /= radix;
        }
        word[n] = '\0';
        words[w] = word;
    }
    *returnSize = total;
    return words;
}
