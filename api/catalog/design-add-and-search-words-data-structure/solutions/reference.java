class WordDictionary {
    private static final class Node {
        final Node[] next = new Node[26];
        boolean end;
    }

    private final Node root = new Node();

    public WordDictionary() {
    }
    
    public void addWord(String word) {
        Node node = root;
        for (char c : word.toCharArray()) {
            if (node.next[c - 'a'] == null) node.next[c - 'a'] = new Node();
            node = node.next[c - 'a'];
        }
        node.end = true;
    }
    
    public boolean search(String word) {
        return match(word, 0, root);
    }

    private boolean match(String word, int i, Node node) {
        if (i == word.length()) return node.end;
        char c = word.charAt(i);
        if (c != '.') {
            Node child = node.next[c - 'a'];
            return child != null && match(word, i + 1, child);
        }
        for (Node child : node.next)
            if (child != null && match(word, i + 1, child)) return true;
        return false;
    }
}

/**
 * Your WordDictionary object will be instantiated and called as such:
 * WordDictionary obj = new WordDictionary();
 * obj.addWord(word);
 * boolean param_2 = obj.search(word);
 */
