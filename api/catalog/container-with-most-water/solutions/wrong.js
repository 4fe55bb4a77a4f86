var maxArea = function(height) {
    let left = 0, right = height.length - 1, best = 0;
    while (left < right) {
        best = Math.max(best, Math.min(height[left], height[right]) * (right - left + 1));
        if (height[left] < height[right]) left++;
        else right--;
    }
    return best;
};
