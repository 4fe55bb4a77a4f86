function alienOrder(words: string[]): string {
    const letters = [...new Set(words.join(""))].sort();
    const after = new Map(letters.map((c) => [c, new Set<string>()]));
    const waiting = new Map(letters.map((c) => [c, 0]));
    for (let i = 1; i < words.length; i++) {
        const before = words[i - 1], word = words[i];
        let at = 0;
        while (at < before.length && at < word.length && before[at] === word[at]) at++;
        if (at === before.length || at === word.length) {
            if (before.length > word.length) return "";
            continue;
        }
        if (!after.get(before[at])!.has(word[at])) {
            after.get(before[at])!.add(word[at]);
            waiting.set(word[at], waiting.get(word[at])! + 1);
        }
    }
    const order = letters.filter((c) => waiting.get(c) === 0);
    for (let next = 0; next < order.length; next++)
        for (const b of [...after.get(order[next])!].sort()) {
            waiting.set(b, waiting.get(b)! - 1);
            if (waiting.get(b) === 0) order.push(b);
        }
    return order.length === letters.length ? order.join("") : "";
};
