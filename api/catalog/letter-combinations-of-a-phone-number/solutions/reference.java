class Solution {
    private static final String[] KEYS = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};

    public List<String> letterCombinations(String digits) {
        List<String> result = new ArrayList<>();
        if (!digits.isEmpty()) build(digits, 0, new StringBuilder(), result);
        return result;
    }

    private void build(String digits, int i, StringBuilder current, List<String> result) {
        if (i == digits.length()) {
            result.add(current.toString());
            return;
        }
        for (char c : KEYS[digits.charAt(i) - '0'].toCharArray()) {
            current.append(c);
            build(digits, i + 1, current, result);
            current.deleteCharAt(current.length() - 1);
        }
    }
}
