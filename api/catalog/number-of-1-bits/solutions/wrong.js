var hammingWeight = function (n) {
    // Stops as soon as the lowest bit is 0, so only the trailing run of ones is counted.
    let count = 0;
    while (n & 1) {
        count++;
        n >>= 1;
    }
    return count;
};
