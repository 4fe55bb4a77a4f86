typedef struct Trie {
    struct Trie* next[26];
    bool isWord;
} Trie;


Trie* trieCreate() {
    return calloc(1, sizeof(Trie));
}

void trieInsert(Trie* obj, char* word) {
    for (; *word; word++) {
        int c = *word - 'a';
        if (!obj->next[c]) obj->next[c] = trieCreate();
        obj = obj->next[c];
    }
    obj->isWord = true;
}

static Trie* find(Trie* obj, const char* s) {
    for (; obj && *s; s++) obj = obj->next[*s - 'a'];
    return obj;
}

bool trieSearch(Trie* obj, char* word) {
    Trie* node = find(obj, word);
    return node && node->isWord;
}

bool trieStartsWith(Trie* obj, char* prefix) {
    return find(obj, prefix) != NULL;
}

void trieFree(Trie* obj) {
    if (!obj) return;
    for (int i = 0; i < 26; i++) trieFree(obj->next[i]);
    free(obj);
}
