void rotate(int** matrix, int matrixSize, int* matrixColSize) {
    int n = matrixSize;
    // Move four cells at a time, ring by ring, from the outside in.
    for (int layer = 0; layer < n / 2; layer++) {
        int last = n - 1 - layer;
        for (int i = layer; i < last; i++) {
            int offset = i - layer;
            int top = matrix[layer][i];
            matrix[layer][i] = matrix[last - offset][layer];
            matrix[last - offset][layer] = matrix[last][last - offset];
            matrix[last][last - offset] = matrix[i][last];
            matrix[i][last] = top;
        }
    }
}
