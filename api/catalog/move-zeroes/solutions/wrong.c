void moveZeroes(int* nums, int numsSize) {
    int write = 0;
    for (int read = 0; read < numsSize - 1; read++) {
        if (nums[read] != 0) {
            int tmp = nums[write];
            nums[write++] = nums[read];
            nums[read] = tmp;
        }
    }
}
