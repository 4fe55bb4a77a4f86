class Solution {
    public int[] plusOne(int[] digits) {
        for (int i = digits.length - 1; i >= 0; i--) {
            if (digits[i] < 9) {
                digits[i]++;
                return digits;
            }
            digits[i] = 0;
        }
        // Every digit was 9: the answer is 1 followed by zeros.
        int[] longer = new int[digits.length + 1];
        longer[0] = 1;
        return longer;
    }
}
