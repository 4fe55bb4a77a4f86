// A word of at most 10 lowercase letters packs into 50 bits (5 per letter), which serves as its
// key in an open-addressing hash set.
#define SLOTS 16384

static uint64_t pack(const char* word, int length) {
    uint64_t key = 0;
    for (int i = 0; i < length; i++) key = key << 5 | (uint64_t)(word[i] - 'a' + 1);
    return key;
}

static int slotOf(const uint64_t* table, uint64_t key) {
    int slot = (int)((key * 0x9E3779B97F4A7C15ULL) >> 50) & (SLOTS - 1);
    while (table[slot] != 0 && table[slot] != key) slot = (slot + 1) & (SLOTS - 1);
    return slot;
}

int ladderLength(char* beginWord, char* endWord, char** wordList, int wordListSize) {
    int length = strlen(beginWord);
    // unused holds the list words not queued yet; 0 marks an empty slot.
    uint64_t* unused = calloc(SLOTS, sizeof(uint64_t));
    for (int i = 0; i < wordListSize; i++) {
        uint64_t key = pack(wordList[i], length);
        unused[slotOf(unused, key)] = key;
    }
    uint64_t target = pack(endWord, length);
    int answer = 0;
    if (unused[slotOf(unused, target)] == target) {
        uint64_t* queue = malloc(sizeof(uint64_t) * (wordListSize + 1));
        int head = 0, tail = 0;
        queue[tail++] = pack(beginWord, length);
        for (int level = 1; head < tail && answer == 0; level++) {
            int levelEnd = tail;
            while (head < levelEnd && answer == 0) {
                uint64_t word = queue[head++];
                for (int i = 0; i < length && answer == 0; i++) {
                    int shift = 5 * (length - 1 - i);
                    uint64_t without = word & ~((uint64_t)31 << shift);
                    for (uint64_t letter = 1; letter <= 26; letter++) {
                        uint64_t candidate = without | letter << shift;
                        int slot = slotOf(unused, candidate);
                        if (unused[slot] != candidate) continue;
                        if (candidate == target) {
                            answer = level + 1;
                            break;
                        }
                        // Removed when first queued: a later path to it is never shorter. A
                        // tombstone (all ones, never a packed word) keeps later probes going.
                        unused[slot] = ~(uint64_t)0;
                        queue[tail++] = candidate;
                    }
                }
            }
        }
        free(queue);
    }
    free(unused);
    return answer;
}
