class Solution {
public:
    vector<string> letterCombinations(string digits) {
        if (digits.empty()) return {};
        static const vector<string> keys = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};
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
