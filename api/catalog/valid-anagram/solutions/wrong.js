var isAnagram = function(s, t) {
    const a = [...new Set(s)].sort().join('');
    const b = [...new Set(t)].sort().join('');
    return a === b;
};
