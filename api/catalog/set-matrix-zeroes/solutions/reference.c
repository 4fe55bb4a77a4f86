void setZeroes(int** matrix, int matrixSize, int* matrixColSize) {
    int m = matrixSize, n = matrixColSize[0];
    bool firstRowZero = false, firstColZero = false;
    for (int j = 0; j < n; j++)
        if (matrix[0][j] == 0) firstRowZero = true;
    for (int i = 0; i < m; i++)
        if (matrix[i][0] == 0) firstColZero = true;
    for (int i = 1; i < m; i++)
        for (int j = 1; j < n; j++)
            if (matrix[i][j] == 0) {
                matrix[i][0] = 0;  // mark row i
                matrix[0][j] = 0;  // mark column j
            }
    for (int i = 1; i < m; i++)
        for (int j = 1; j < n; j++)
            if (matrix[i][0] == 0 || matrix[0][j] == 0) matrix[i][j] = 0;
    if (firstRowZero)
        for (int j = 0; j < n; j++) matrix[0][j] = 0;
    if (firstColZero)
        for (int i = 0; i < m; i++) matrix[i][0] = 0;
}
