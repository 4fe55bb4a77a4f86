bool isAnagram(char* s, char* t) {
    bool inS[256] = {false}, inT[256] = {false};
    for (; *s; s++) inS[(unsigned char)*s] = true;
    for (; *t; t++) inT[(unsigned char)*t] = true;
    return memcmp(inS, inT, sizeof inS) == 0;
}
