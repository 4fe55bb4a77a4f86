char* alienOrder(char** words, int wordsSize) {
    bool present[26] = {false}, edge[26][26] = {{false}};
    int waiting[26] = {0};
    char* order = calloc(27, 1);
    for (int i = 0; i < wordsSize; i++)
        for (char* c = words[i]; *c; c++) present[*c - 'a'] = true;
    for (int i = 1; i < wordsSize; i++) {
        char *before = words[i - 1], *after = words[i];
        int at = 0;
        while (before[at] && after[at] && before[at] == after[at]) at++;
        if (!before[at] || !after[at]) {
            if (before[at]) return order;  // a word before its own prefix: empty
            continue;
        }
        int from = before[at] - 'a', to = after[at] - 'a';
        if (!edge[from][to]) {
            edge[from][to] = true;
            waiting[to]++;
        }
    }
    int size = 0, letters = 0;
    for (int c = 0; c < 26; c++) {
        letters += present[c];
        if (present[c] && waiting[c] == 0) order[size++] = (char)('a' + c);
    }
    for (int next = 0; next < size; next++)
        for (int to = 0; to < 26; to++)
            if (edge[order[next] - 'a'][to] && --waiting[to] == 0) order[size++] = (char)('a' + to);
    if (size != letters) size = 0;
    order[size] = '\0';
    return order;
}
