class Trie {
public:
    Trie() {}

    void insert(string word) {
        Trie* node = this;
        for (char c : word) {
            if (!node->next[c - 'a']) node->next[c - 'a'] = new Trie();
            node = node->next[c - 'a'];
        }
        node->isWord = true;
    }

    bool search(string word) {
        Trie* node = find(word);
        return node && node->isWord;
    }

    bool startsWith(string prefix) {
        return find(prefix) != nullptr;
    }

private:
    Trie* next[26] = {};
    bool isWord = false;

    Trie* find(const string& s) {
        Trie* node = this;
        for (char c : s) {
            node = node->next[c - 'a'];
            if (!node) return nullptr;
        }
        return node;
    }
};

/**
 * Your Trie object will be instantiated and called as such:
 * Trie* obj = new Trie();
 * obj->insert(word);
 * bool param_2 = obj->search(word);
 * bool param_3 = obj->startsWith(prefix);
 */
