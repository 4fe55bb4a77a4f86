function longestCommonPrefix(strs: string[]): string {
    let prefix = strs[0];
    for (const word of strs) {
        while (!word.startsWith(prefix)) prefix = prefix.slice(0, -1);
    }
    return prefix;
};
