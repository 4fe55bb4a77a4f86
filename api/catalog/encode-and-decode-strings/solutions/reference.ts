/**
 * Encodes a list of strings to a single string.
 */
function encode(strs: string[]): string {
    return strs.map((s) => s.length + "#" + s).join("");
};

/**
 * Decodes a single string to a list of strings.
 */
function decode(s: string): string[] {
    const out: string[] = [];
    let at = 0;
    while (at < s.length) {
        const hash = s.indexOf("#", at);
        const length = Number(s.slice(at, hash));
        out.push(s.slice(hash + 1, hash + 1 + length));
        at = hash + 1 + length;
    }
    return out;
};
