/**
 * Encodes a list of strings to a single string.
 *
 * @param {string[]} strs
 * @return {string}
 */
var encode = function(strs) {
    return strs.map((s) => s.length + "#" + s).join("");
};

/**
 * Decodes a single string to a list of strings.
 *
 * @param {string} s
 * @return {string[]}
 */
var decode = function(s) {
    const out = [];
    let at = 0;
    while (at < s.length) {
        const hash = s.indexOf("#", at);
        const length = Number(s.slice(at, hash));
        out.push(s.slice(hash + 1, hash + 1 + length));
        at = hash + 1 + length;
    }
    return out;
};
