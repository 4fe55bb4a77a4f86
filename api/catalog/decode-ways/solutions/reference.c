int numDecodings(char* s) {
    // one, two: the decodings of the prefixes one and two digits shorter than the current one.
    int two = 0, one = 1;
    for (int i = 0; s[i]; i++) {
        int here = s[i] != '0' ? one : 0;
        if (i > 0) {
            int pair = (s[i - 1] - '0') * 10 + (s[i] - '0');
            if (pair >= 10 && pair <= 26) here += two;
        }
        two = one;
        one = here;
    }
    return one;
}
