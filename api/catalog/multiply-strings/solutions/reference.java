class Solution {
    public String multiply(String num1, String num2) {
        if (num1.equals("0") || num2.equals("0")) return "0";
        int m = num1.length(), n = num2.length();
        int[] places = new int[m + n];
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                places[i + j] += (num1.charAt(m - 1 - i) - '0') * (num2.charAt(n - 1 - j) - '0');
        for (int k = 0; k + 1 < m + n; k++) {
            places[k + 1] += places[k] / 10;
            places[k] %= 10;
        }
        int top = m + n - 1;
        while (top > 0 && places[top] == 0) top--;
        StringBuilder result = new StringBuilder();
        for (int k = top; k >= 0; k--) result.append((char) ('0' + places[k]));
        return result.toString();
    }
}
