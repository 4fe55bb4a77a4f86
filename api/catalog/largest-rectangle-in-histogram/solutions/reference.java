class Solution {
    public int largestRectangleArea(int[] heights) {
        int n = heights.length, top = 0, best = 0;
        int[] stack = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            int h = i == n ? 0 : heights[i];
            while (top > 0 && heights[stack[top - 1]] >= h) {
                int height = heights[stack[--top]];
                int left = top == 0 ? -1 : stack[top - 1];
                best = Math.max(best, height * (i - left - 1));
            }
            stack[top++] = i;
        }
        return best;
    }
}
