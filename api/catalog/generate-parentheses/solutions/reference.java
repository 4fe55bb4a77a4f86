class Solution {
    public List<String> generateParenthesis(int n) {
        // Every well-formed string is "(" + a + ")" + b for smaller well-formed a and b.
        List<List<String>> byPairs = new ArrayList<>();
        byPairs.add(List.of(""));
        for (int pairs = 1; pairs <= n; pairs++) {
            List<String> strings = new ArrayList<>();
            for (int inside = 0; inside < pairs; inside++)
                for (String a : byPairs.get(inside))
                    for (String b : byPairs.get(pairs - 1 - inside)) strings.add("(" + a + ")" + b);
            byPairs.add(strings);
        }
        return byPairs.get(n);
    }
}
