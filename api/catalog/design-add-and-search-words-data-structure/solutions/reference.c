typedef struct TrieNode {
    struct TrieNode* next[26];
    bool end;
} TrieNode;

typedef struct {
    TrieNode* root;
} WordDictionary;

static TrieNode* newNode(void) {
    return calloc(1, sizeof(TrieNode));
}

static bool match(const char* word, TrieNode* node) {
    if (*word == '\0') return node->end;
    if (*word != '.') {
        TrieNode* child = node->next[*word - 'a'];
        return child && match(word + 1, child);
    }
    for (int c = 0; c < 26; c++)
        if (node->next[c] && match(word + 1, node->next[c])) return true;
    return false;
}

static void freeNode(TrieNode* node) {
    for (int c = 0; c < 26; c++)
        if (node->next[c]) freeNode(node->next[c]);
    free(node);
}

WordDictionary* wordDictionaryCreate() {
    WordDictionary* obj = malloc(sizeof(WordDictionary));
    obj->root = newNode();
    return obj;
}

void wordDictionaryAddWord(WordDictionary* obj, char* word) {
    TrieNode* node = obj->root;
    for (; *word; word++) {
        if (!node->next[*word - 'a']) node->next[*word - 'a'] = newNode();
        node = node->next[*word - 'a'];
    }
    node->end = true;
}

bool wordDictionarySearch(WordDictionary* obj, char* word) {
    return match(word, obj->root);
}

void wordDictionaryFree(WordDictionary* obj) {
    freeNode(obj->root);
    free(obj);
}

/**
 * Your WordDictionary struct will be instantiated and called as such:
 * WordDictionary* obj = wordDictionaryCreate();
 * wordDictionaryAddWord(obj, word);
 * bool param_2 = wordDictionarySearch(obj, word);
 * wordDictionaryFree(obj);
 */
