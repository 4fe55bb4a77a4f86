class Solution {
public:
    int romanToInt(string s) {
        unordered_map<char, int> value = {{'I', 1},   {'V', 5},   {'X', 10},  {'L', 50},
                                          {'C', 100}, {'D', 500}, {'M', 1000}};
        int total = 0;
        for (size_t i = 0; i < s.size(); i++) {
            int v = value[s[i]];
            if (i + 1 < s.size() && v < value[s[i + 1]]) total -= v;
            else total += v;
        }
        return total;
    }
};
