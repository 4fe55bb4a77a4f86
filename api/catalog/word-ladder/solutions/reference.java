class Solution {
    public int ladderLength(String beginWord, String endWord, List<String> wordList) {
        Set<String> unused = new HashSet<>(wordList);
        if (!unused.contains(endWord)) return 0;
        List<String> frontier = new ArrayList<>(List.of(beginWord));
        for (int level = 1; !frontier.isEmpty(); level++) {
            List<String> following = new ArrayList<>();
            for (String word : frontier) {
                char[] letters = word.toCharArray();
                for (int i = 0; i < letters.length; i++) {
                    char original = letters[i];
                    for (char letter = 'a'; letter <= 'z'; letter++) {
                        letters[i] = letter;
                        String candidate = new String(letters);
                        if (!unused.contains(candidate)) continue;
                        if (candidate.equals(endWord)) return level + 1;
                        // Removed when first queued: a later path to it is never shorter.
                        unused.remove(candidate);
                        following.add(candidate);
                    }
                    letters[i] = original;
                }
            }
            frontier = following;
        }
        return 0;
    }
}
