/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* twoSum(int* numbers, int numbersSize, int target, int* returnSize) {
    int* result = malloc(sizeof(int) * 2);
    *returnSize = 0;
    int lo = 0, hi = numbersSize - 1;
    while (lo < hi) {
        int sum = numbers[lo] + numbers[hi];
        if (sum == target) {
            result[0] = lo + 1;
            result[1] = hi + 1;
            *returnSize = 2;
            break;
        }
        if (sum < target) lo++;
        else hi--;
    }
    return result;
}
