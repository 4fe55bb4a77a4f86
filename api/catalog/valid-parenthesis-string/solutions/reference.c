bool checkValidString(char* s) {
    int low = 0, high = 0;
    for (; *s; s++) {
        low += *s == '(' ? 1 : -1;
        high += *s == ')' ? -1 : 1;
        if (high < 0) return false;  // even reading every star as '(' is not enough
        if (low < 0) low = 0;
    }
    return low == 0;
}
