#define MAX_USERS 501
#define MAX_TWEETS 30001

typedef struct {
    int tweetUser[MAX_TWEETS];  // tweets in posting order
    int tweetId[MAX_TWEETS];
    int count;
    bool follows[MAX_USERS][MAX_USERS];
} Twitter;

Twitter* twitterCreate() {
    return calloc(1, sizeof(Twitter));
}

void twitterPostTweet(Twitter* obj, int userId, int tweetId) {
    obj->tweetUser[obj->count] = userId;
    obj->tweetId[obj->count] = tweetId;
    obj->count++;
}

int* twitterGetNewsFeed(Twitter* obj, int userId, int* retSize) {
    // Walk back from the newest tweet; at most 3 * 10^4 calls keep this scan cheap enough.
    int* feed = malloc(sizeof(int) * 10);
    *retSize = 0;
    for (int i = obj->count - 1; i >= 0 && *retSize < 10; i--) {
        int author = obj->tweetUser[i];
        if (author == userId || obj->follows[userId][author]) feed[(*retSize)++] = obj->tweetId[i];
    }
    return feed;
}

void twitterFollow(Twitter* obj, int followerId, int followeeId) {
    obj->follows[followerId][followeeId] = true;
}

void twitterUnfollow(Twitter* obj, int followerId, int followeeId) {
    obj->follows[followerId][followeeId] = false;
}

void twitterFree(Twitter* obj) {
    free(obj);
}

/**
 * Your Twitter struct will be instantiated and called as such:
 * Twitter* obj = twitterCreate();
 * twitterPostTweet(obj, userId, tweetId);
 * int* param_2 = twitterGetNewsFeed(obj, userId, retSize);
 * twitterFollow(obj, followerId, followeeId);
 * twitterUnfollow(obj, followerId, followeeId);
 * twitterFree(obj);
 */
