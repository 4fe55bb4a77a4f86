uint32_t reverseBits(uint32_t n) {
    // Reverses only the low 16 bits.
    uint32_t result = 0;
    for (int i = 0; i < 16; i++) {
        result = (result << 1) | (n & 1);
        n >>= 1;
    }
    return result;
}
