class Solution {
public:
    int characterReplacement(string s, int k) {
        int n = s.size(), answer = 0;
        for (int i = 0; i < n; i++) {
            int count[26] = {0}, best = 0;
            for (int j = i; j < n; j++) {
                best = max(best, ++count[s[j] - 'A']);
                if (j - i + 1 - best <= k) answer = max(answer, j - i + 1);
            }
        }
        return answer;
    }
};
