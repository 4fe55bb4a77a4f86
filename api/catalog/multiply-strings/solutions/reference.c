char* multiply(char* num1, char* num2) {
    int m = strlen(num1), n = strlen(num2);
    int* places = calloc(m + n, sizeof(int));
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            places[i + j] += (num1[m - 1 - i] - '0') * (num2[n - 1 - j] - '0');
    for (int k = 0; k + 1 < m + n; k++) {
        places[k + 1] += places[k] / 10;
        places[k] %= 10;
    }
    int top = m + n - 1;
    while (top > 0 && places[top] == 0) top--;  // a zero product keeps its single 0
    char* result = malloc(top + 2);
    for (int k = top; k >= 0; k--) result[top - k] = '0' + places[k];
    result[top + 1] = '\0';
    free(places);
    return result;
}
