class Solution {
    public int leastInterval(char[] tasks, int n) {
        int[] count = new int[26];
        for (char t : tasks) count[t - 'A']++;
        int top = 0, atTop = 0;
        for (int c : count) {
            if (c > top) {
                top = c;
                atTop = 1;
            } else if (c == top) {
                atTop++;
            }
        }
        return Math.max(tasks.length, (top - 1) * (n + 1) + atTop);
    }
}
