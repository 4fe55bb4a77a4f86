class Solution {
public:
    int romanToInt(string s) {
        // Adds every letter: forgets the subtractive pairs (IV, IX, XL, ...).
        unordered_map<char, int> value = {{'I', 1},   {'V', 5},   {'X', 10},  {'L', 50},
                                          {'C', 100}, {'D', 500}, {'M', 1000}};
        int total = 0;
        for (char c : s) total += value[c];
        return total;
    }
};
