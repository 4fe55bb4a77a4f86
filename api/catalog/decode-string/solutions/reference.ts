function decodeString(s: string): string {
  const stack = [];
  let current = '';
  let count = 0;
  for (const c of s) {
    if (c >= '0' && c <= '9') {
      count = count * 10 + Number(c);
    } else if (c === '[') {
      stack.push([current, count]);
      current = '';
      count = 0;
    } else if (c === ']') {
      const [before, k] = stack.pop();
      current = before + current.repeat(k);
    } else {
      current += c;
    }
  }
  return current;
};
