/**
 * @param {string[]} strs
 * @return {string}
 */
var longestCommonPrefix = function(strs) {
    let prefix = strs[0];
    for (const word of strs) {
        while (!word.startsWith(prefix)) prefix = prefix.slice(0, -1);
    }
    return prefix;
};
