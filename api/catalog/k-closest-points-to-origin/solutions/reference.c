/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
static int distance(int* p) {
    return p[0] * p[0] + p[1] * p[1];
}

static int closerFirst(const void* a, const void* b) {
    return distance(*(int* const*)a) - distance(*(int* const*)b);
}

int** kClosest(int** points, int pointsSize, int* pointsColSize, int k, int* returnSize, int** returnColumnSizes) {
    int** order = malloc(sizeof(int*) * pointsSize);
    for (int i = 0; i < pointsSize; i++) order[i] = points[i];
    qsort(order, pointsSize, sizeof(int*), closerFirst);
    int** closest = malloc(sizeof(int*) * k);
    *returnColumnSizes = malloc(sizeof(int) * k);
    for (int i = 0; i < k; i++) {
        closest[i] = malloc(sizeof(int) * 2);
        closest[i][0] = order[i][0];
        closest[i][1] = order[i][1];
        (*returnColumnSizes)[i] = 2;
    }
    free(order);
    *returnSize = k;
    return closest;
}
