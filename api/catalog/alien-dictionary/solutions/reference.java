class Solution {
    public String alienOrder(String[] words) {
        boolean[] present = new boolean[26];
        boolean[][] edge = new boolean[26][26];
        int[] waiting = new int[26];
        for (String word : words)
            for (char c : word.toCharArray()) present[c - 'a'] = true;
        for (int i = 1; i < words.length; i++) {
            String before = words[i - 1], after = words[i];
            int at = 0;
            while (at < before.length() && at < after.length() && before.charAt(at) == after.charAt(at)) at++;
            if (at == before.length() || at == after.length()) {
                if (before.length() > after.length()) return "";
                continue;
            }
            int from = before.charAt(at) - 'a', to = after.charAt(at) - 'a';
            if (!edge[from][to]) {
                edge[from][to] = true;
                waiting[to]++;
            }
        }
        StringBuilder order = new StringBuilder();
        int letters = 0;
        for (int c = 0; c < 26; c++) {
            if (present[c]) letters++;
            if (present[c] && waiting[c] == 0) order.append((char) ('a' + c));
        }
        for (int next = 0; next < order.length(); next++)
            for (int to = 0; to < 26; to++)
                if (edge[order.charAt(next) - 'a'][to] && --waiting[to] == 0) order.append((char) ('a' + to));
        return order.length() == letters ? order.toString() : "";
    }
}
