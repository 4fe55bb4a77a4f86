class WordDictionary {
    struct Node {
        Node* next[26] = {};
        bool end = false;
    };
    Node* root = new Node();

    bool match(const string& word, int i, Node* node) {
        if (i == (int)word.size()) return node->end;
        if (word[i] != '.') {
            Node* child = node->next[word[i] - 'a'];
            return child && match(word, i + 1, child);
        }
        for (Node* child : node->next)
            if (child && match(word, i + 1, child)) return true;
        return false;
    }

public:
    WordDictionary() {
    }
    
    void addWord(string word) {
        Node* node = root;
        for (char c : word) {
            if (!node->next[c - 'a']) node->next[c - 'a'] = new Node();
            node = node->next[c - 'a'];
        }
        node->end = true;
    }
    
    bool search(string word) {
        return match(word, 0, root);
    }
};

/**
 * Your WordDictionary object will be instantiated and called as such:
 * WordDictionary* obj = new WordDictionary();
 * obj->addWord(word);
 * bool param_2 = obj->search(word);
 */
