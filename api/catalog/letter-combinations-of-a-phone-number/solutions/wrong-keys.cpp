// Gives every key three letters, forgetting the fourth letters of 7 (s) and 9 (z).
class Solution {
public:
    vector<string> letterCombinations(string digits) {
        if (digits.empty()) return {};
        static const vector<string> keys = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqr", "tuv", "wxy"};
        vector<string> words = {""};
        for (char d : digits) {
            vector<string> longer;
            for (const string& word : words)
                for (char c : keys[d - '0']) longer.push_back(word + c);
            words = move(longer);
        }
        return words;
    }
};
