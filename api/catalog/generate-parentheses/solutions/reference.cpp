class Solution {
public:
    vector<string> generateParenthesis(int n) {
        vector<string> result;
        string current;
        build(n, 0, 0, current, result);
        return result;
    }

private:
    void build(int n, int open, int close, string& current, vector<string>& result) {
        if ((int)current.size() == 2 * n) {
            result.push_back(current);
            return;
        }
        if (open < n) {
            current.push_back('(');
            build(n, open + 1, close, current, result);
            current.pop_back();
        }
        if (close < open) {
            current.push_back(')');
            build(n, open, close + 1, current, result);
            current.pop_back();
        }
    }
};
