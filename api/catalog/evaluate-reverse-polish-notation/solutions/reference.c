int evalRPN(char** tokens, int tokensSize) {
    long long* stack = malloc(sizeof(long long) * tokensSize);
    int top = 0;
    for (int i = 0; i < tokensSize; i++) {
        char* t = tokens[i];
        if (t[1] == '\0' && (t[0] == '+' || t[0] == '-' || t[0] == '*' || t[0] == '/')) {
            long long b = stack[--top];
            long long a = stack[--top];
            switch (t[0]) {
                case '+': stack[top++] = a + b; break;
                case '-': stack[top++] = a - b; break;
                case '*': stack[top++] = a * b; break;
                default: stack[top++] = a / b; break;
            }
        } else {
            stack[top++] = atoll(t);
        }
    }
    int result = (int)stack[0];
    free(stack);
    return result;
}
