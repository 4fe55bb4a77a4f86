class Solution {
public:
    vector<int> spiralOrder(vector<vector<int>>& matrix) {
        vector<int> order;
        int top = 0, bottom = matrix.size() - 1, left = 0, right = matrix[0].size() - 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) order.push_back(matrix[top][j]);
            for (int i = top + 1; i <= bottom; i++) order.push_back(matrix[i][right]);
            // The bottom row and left column exist only if the ring is more than one line thick.
            if (top < bottom)
                for (int j = right - 1; j >= left; j--) order.push_back(matrix[bottom][j]);
            if (left < right)
                for (int i = bottom - 1; i > top; i--) order.push_back(matrix[i][left]);
            top++, bottom--, left++, right--;
        }
        return order;
    }
};
