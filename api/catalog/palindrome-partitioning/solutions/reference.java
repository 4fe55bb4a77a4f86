class Solution {
    private final List<List<String>> found = new ArrayList<>();
    private final List<String> pieces = new ArrayList<>();
    private boolean[][] pal; // pal[i][j]: s[i..j] reads the same both ways

    public List<List<String>> partition(String s) {
        int n = s.length();
        pal = new boolean[n][n];
        for (int i = n - 1; i >= 0; i--)
            for (int j = i; j < n; j++)
                pal[i][j] = s.charAt(i) == s.charAt(j) && (j - i < 2 || pal[i + 1][j - 1]);
        search(s, 0);
        return found;
    }

    private void search(String s, int start) {
        if (start == s.length()) {
            found.add(new ArrayList<>(pieces));
            return;
        }
        for (int end = start; end < s.length(); end++) {
            if (!pal[start][end]) continue;
            pieces.add(s.substring(start, end + 1));
            search(s, end + 1);
            pieces.remove(pieces.size() - 1);
        }
    }
}
