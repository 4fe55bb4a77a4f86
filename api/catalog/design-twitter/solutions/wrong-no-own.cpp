class Twitter {
    int time = 0;
    unordered_map<int, vector<pair<int, int>>> tweets;
    unordered_map<int, unordered_set<int>> following;

public:
    Twitter() {}
    void postTweet(int userId, int tweetId) { tweets[userId].push_back({time++, tweetId}); }
    vector<int> getNewsFeed(int userId) {
        // Leaves out the user's own tweets.
        vector<pair<int, int>> all;
        for (int f : following[userId])
            for (auto& t : tweets[f]) all.push_back(t);
        sort(all.rbegin(), all.rend());
        vector<int> feed;
        for (int i = 0; i < (int)all.size() && i < 10; i++) feed.push_back(all[i].second);
        return feed;
    }
    void follow(int followerId, int followeeId) { following[followerId].insert(followeeId); }
    void unfollow(int followerId, int followeeId) { following[followerId].erase(followeeId); }
};
