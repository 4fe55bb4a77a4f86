class Solution {
    public boolean isAnagram(String s, String t) {
        return new TreeSet<>(Arrays.asList(s.split(""))).equals(new TreeSet<>(Arrays.asList(t.split(""))));
    }
}
