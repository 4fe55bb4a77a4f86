/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
typedef struct {
    int** lists;
    int* sizes;
    int count;
    int current[10];
} Search;

static int ascending(const void* a, const void* b) {
    return *(const int*)a - *(const int*)b;
}

static void search(Search* s, int* nums, int n, int start, int depth) {
    s->lists[s->count] = malloc(sizeof(int) * (depth > 0 ? depth : 1));
    memcpy(s->lists[s->count], s->current, sizeof(int) * depth);
    s->sizes[s->count++] = depth;
    for (int i = start; i < n; i++) {
        // A value already tried at this level would only repeat the same subsets.
        if (i > start && nums[i] == nums[i - 1]) continue;
        s->current[depth] = nums[i];
        search(s, nums, n, i + 1, depth + 1);
    }
}

int** subsetsWithDup(int* nums, int numsSize, int* returnSize, int** returnColumnSizes) {
    qsort(nums, numsSize, sizeof(int), ascending);
    // At most 2^n distinct subsets.
    Search s = {malloc(sizeof(int*) << numsSize), malloc(sizeof(int) << numsSize), 0};
    search(&s, nums, numsSize, 0, 0);
    *returnSize = s.count;
    *returnColumnSizes = s.sizes;
    return s.lists;
}
