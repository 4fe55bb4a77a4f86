int trap(int* height, int heightSize) {
    // Monotonic stack of indices with decreasing heights; each pop fills one layer.
    int* stack = malloc(sizeof(int) * heightSize);
    int top = 0, water = 0;
    for (int i = 0; i < heightSize; i++) {
        while (top > 0 && height[stack[top - 1]] < height[i]) {
            int bottom = height[stack[--top]];
            if (top == 0) break;
            int left = stack[top - 1];
            int level = (height[left] < height[i] ? height[left] : height[i]) - bottom;
            water += level * (i - left - 1);
        }
        stack[top++] = i;
    }
    free(stack);
    return water;
}
