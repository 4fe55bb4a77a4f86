int leastInterval(char* tasks, int tasksSize, int n) {
    int count[26] = {0};
    for (int i = 0; i < tasksSize; i++) count[tasks[i] - 'A']++;
    int top = 0, atTop = 0;
    for (int c = 0; c < 26; c++) {
        if (count[c] > top) {
            top = count[c];
            atTop = 1;
        } else if (count[c] == top) {
            atTop++;
        }
    }
    int framed = (top - 1) * (n + 1) + atTop;
    return framed > tasksSize ? framed : tasksSize;
}
