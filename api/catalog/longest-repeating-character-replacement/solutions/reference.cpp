class Solution {
public:
    int characterReplacement(string s, int k) {
        int count[26] = {0};
        int left = 0, best = 0, answer = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            best = max(best, ++count[s[right] - 'A']);
            while (right - left + 1 - best > k) {
                count[s[left] - 'A']--;
                left++;
            }
            answer = max(answer, right - left + 1);
        }
        return answer;
    }
};
