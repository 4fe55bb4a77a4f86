class Solution {
    public void moveZeroes(int[] nums) {
        int write = 0;
        for (int i = 0; i < nums.length - 1; i++) {
            if (nums[i] != 0) nums[write++] = nums[i];
        }
        while (write < nums.length - 1) nums[write++] = 0;
    }
}
