bool isAnagram(char* s, char* t) {
    int counts[256] = {0};
    if (strlen(s) != strlen(t)) return false;
    for (; *s; s++) counts[(unsigned char)*s]++;
    for (; *t; t++) if (--counts[(unsigned char)*t] < 0) return false;
    return true;
}
