// Forgets to mark where words end: search answers true for any stored prefix ("app" after
// inserting only "apple").
class Trie {
public:
    void insert(string word) {
        Trie* node = this;
        for (char c : word) {
            if (!node->next[c - 'a']) node->next[c - 'a'] = new Trie();
            node = node->next[c - 'a'];
        }
    }

    bool search(string word) { return find(word) != nullptr; }

    bool startsWith(string prefix) { return find(prefix) != nullptr; }

private:
    Trie* next[26] = {};

    Trie* find(const string& s) {
        Trie* node = this;
        for (char c : s) {
            node = node->next[c - 'a'];
            if (!node) return nullptr;
        }
        return node;
    }
};
