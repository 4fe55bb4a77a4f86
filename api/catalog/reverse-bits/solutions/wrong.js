var reverseBits = function(n) {
    // Signed: a result with the top bit set comes out negative.
    let result = 0;
    for (let i = 0; i < 32; i++) {
        result = (result << 1) | (n & 1);
        n >>>= 1;
    }
    return result;
};
