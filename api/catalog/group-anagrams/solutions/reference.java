class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        Map<String, List<String>> groups = new HashMap<>();
        for (String s : strs) {
            int[] counts = new int[26];
            for (char c : s.toCharArray()) counts[c - 'a']++;
            groups.computeIfAbsent(Arrays.toString(counts), k -> new ArrayList<>()).add(s);
        }
        return new ArrayList<>(groups.values());
    }
}
