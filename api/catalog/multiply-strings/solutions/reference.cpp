class Solution {
public:
    string multiply(string num1, string num2) {
        if (num1 == "0" || num2 == "0") return "0";
        int m = num1.size(), n = num2.size();
        vector<int> places(m + n, 0);  // places[k] holds the sum for 10^k before carrying
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                places[i + j] += (num1[m - 1 - i] - '0') * (num2[n - 1 - j] - '0');
        for (int k = 0; k + 1 < m + n; k++) {
            places[k + 1] += places[k] / 10;
            places[k] %= 10;
        }
        int top = m + n - 1;
        while (top > 0 && places[top] == 0) top--;
        string result;
        for (int k = top; k >= 0; k--) result += char('0' + places[k]);
        return result;
    }
};
