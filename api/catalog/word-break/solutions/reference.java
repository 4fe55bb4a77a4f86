class Solution {
    public boolean wordBreak(String s, List<String> wordDict) {
        Set<String> words = new HashSet<>(wordDict);
        int n = s.length();
        boolean[] can = new boolean[n + 1];
        can[0] = true;
        for (int i = 1; i <= n; i++) {
            for (int start = Math.max(0, i - 20); start < i && !can[i]; start++) {
                if (can[start] && words.contains(s.substring(start, i))) can[i] = true;
            }
        }
        return can[n];
    }
}
