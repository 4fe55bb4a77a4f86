// Recursive descent: decode(&p) reads up to the matching ']' (or the end) and returns the text.
static char* decode(const char** p) {
    int capacity = 16, length = 0;
    char* out = malloc(capacity);
    while (**p && **p != ']') {
        if (isdigit((unsigned char)**p)) {
            int k = 0;
            while (isdigit((unsigned char)**p)) k = k * 10 + (*(*p)++ - '0');
            (*p)++;  // '['
            char* inner = decode(p);
            (*p)++;  // ']'
            int innerLength = strlen(inner);
            while (length + innerLength * k + 1 > capacity) capacity *= 2;
            out = realloc(out, capacity);
            for (int i = 0; i < k; i++) {
                memcpy(out + length, inner, innerLength);
                length += innerLength;
            }
            free(inner);
        } else {
            if (length + 2 > capacity) out = realloc(out, capacity *= 2);
            out[length++] = *(*p)++;
        }
    }
    out[length] = '\0';
    return out;
}

char* decodeString(char* s) {
    const char* p = s;
    return decode(&p);
}
