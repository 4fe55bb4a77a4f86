class Solution {
    public String decodeString(String s) {
        Deque<StringBuilder> texts = new ArrayDeque<>();
        Deque<Integer> counts = new ArrayDeque<>();
        StringBuilder current = new StringBuilder();
        int count = 0;
        for (char c : s.toCharArray()) {
            if (Character.isDigit(c)) {
                count = count * 10 + (c - '0');
            } else if (c == '[') {
                texts.push(current);
                counts.push(count);
                current = new StringBuilder();
                count = 0;
            } else if (c == ']') {
                StringBuilder before = texts.pop();
                before.append(current.toString().repeat(counts.pop()));
                current = before;
            } else {
                current.append(c);
            }
        }
        return current.toString();
    }
}
