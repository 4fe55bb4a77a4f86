bool checkInclusion(char* s1, char* s2) {
    int m = strlen(s1), n = strlen(s2);
    if (m > n) return false;
    int need[26] = {0}, have[26] = {0};
    for (int i = 0; i < m; i++) {
        need[s1[i] - 'a']++;
        have[s2[i] - 'a']++;
    }
    for (int i = m;; i++) {
        if (memcmp(need, have, sizeof(need)) == 0) return true;
        if (i == n) return false;
        have[s2[i] - 'a']++;
        have[s2[i - m] - 'a']--;
    }
}
