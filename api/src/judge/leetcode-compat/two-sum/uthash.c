struct Entry { int value; int index; UT_hash_handle hh; };

int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    struct Entry *seen = NULL, *found, *entry, *tmp;
    int *answer = malloc(2 * sizeof(int));
    *returnSize = 0;
    for (int i = 0; i < numsSize; i++) {
        int want = target - nums[i];
        HASH_FIND_INT(seen, &want, found);
        if (found) { answer[0] = found->index; answer[1] = i; *returnSize = 2; break; }
        entry = malloc(sizeof *entry);
        entry->value = nums[i]; entry->index = i;
        HASH_ADD_INT(seen, value, entry);
    }
    HASH_ITER(hh, seen, entry, tmp) { HASH_DEL(seen, entry); free(entry); }
    return answer;
}
