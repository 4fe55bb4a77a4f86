/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
typedef struct {
    int** lists;
    int* sizes;
    int count, capacity;
    int current[40];  // a combination of numbers >= 2 summing to at most 40 has at most 20 of them
} Search;

static int ascending(const void* a, const void* b) {
    return *(const int*)a - *(const int*)b;
}

// Candidates are sorted; indices before start are never chosen again, so each multiset comes once.
static void search(Search* s, int* candidates, int n, int start, int remaining, int depth) {
    if (remaining == 0) {
        if (s->count == s->capacity) {
            s->capacity *= 2;
            s->lists = realloc(s->lists, sizeof(int*) * s->capacity);
            s->sizes = realloc(s->sizes, sizeof(int) * s->capacity);
        }
        s->lists[s->count] = malloc(sizeof(int) * (depth > 0 ? depth : 1));
        memcpy(s->lists[s->count], s->current, sizeof(int) * depth);
        s->sizes[s->count++] = depth;
        return;
    }
    for (int i = start; i < n && candidates[i] <= remaining; i++) {
        s->current[depth] = candidates[i];
        search(s, candidates, n, i, remaining - candidates[i], depth + 1);
    }
}

int** combinationSum(int* candidates, int candidatesSize, int target, int* returnSize, int** returnColumnSizes) {
    qsort(candidates, candidatesSize, sizeof(int), ascending);
    Search s = {malloc(sizeof(int*) * 16), malloc(sizeof(int) * 16), 0, 16};
    search(&s, candidates, candidatesSize, 0, target, 0);
    *returnSize = s.count;
    *returnColumnSizes = s.sizes;
    return s.lists;
}
