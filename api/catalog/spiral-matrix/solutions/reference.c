/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* spiralOrder(int** matrix, int matrixSize, int* matrixColSize, int* returnSize) {
    int m = matrixSize, n = matrixColSize[0];
    int* order = malloc(sizeof(int) * m * n);
    int count = 0, top = 0, bottom = m - 1, left = 0, right = n - 1;
    while (top <= bottom && left <= right) {
        for (int j = left; j <= right; j++) order[count++] = matrix[top][j];
        for (int i = top + 1; i <= bottom; i++) order[count++] = matrix[i][right];
        if (top < bottom)
            for (int j = right - 1; j >= left; j--) order[count++] = matrix[bottom][j];
        if (left < right)
            for (int i = bottom - 1; i > top; i--) order[count++] = matrix[i][left];
        top++, bottom--, left++, right--;
    }
    *returnSize = count;
    return order;
}
