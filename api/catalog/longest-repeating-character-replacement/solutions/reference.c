int characterReplacement(char* s, int k) {
    int count[26] = {0};
    int left = 0, best = 0, answer = 0;
    for (int right = 0; s[right]; right++) {
        int c = ++count[s[right] - 'A'];
        if (c > best) best = c;
        while (right - left + 1 - best > k) {
            count[s[left] - 'A']--;
            left++;
        }
        if (right - left + 1 > answer) answer = right - left + 1;
    }
    return answer;
}
