class Twitter {
    int time = 0;
    unordered_map<int, vector<pair<int, int>>> tweets;  // user -> (time, tweetId), oldest first
    unordered_map<int, unordered_set<int>> following;

public:
    Twitter() {
    }
    
    void postTweet(int userId, int tweetId) {
        tweets[userId].push_back({time++, tweetId});
    }
    
    vector<int> getNewsFeed(int userId) {
        // (time, user, index of that tweet in the user's list); newest on top.
        priority_queue<tuple<int, int, int>> heap;
        auto offer = [&](int user) {
            auto it = tweets.find(user);
            if (it != tweets.end() && !it->second.empty()) {
                int i = it->second.size() - 1;
                heap.push({it->second[i].first, user, i});
            }
        };
        offer(userId);
        for (int followee : following[userId]) offer(followee);
        vector<int> feed;
        while (!heap.empty() && feed.size() < 10) {
            auto [t, user, i] = heap.top();
            heap.pop();
            feed.push_back(tweets[user][i].second);
            if (i > 0) heap.push({tweets[user][i - 1].first, user, i - 1});
        }
        return feed;
    }
    
    void follow(int followerId, int followeeId) {
        following[followerId].insert(followeeId);
    }
    
    void unfollow(int followerId, int followeeId) {
        following[followerId].erase(followeeId);
    }
};

/**
 * Your Twitter object will be instantiated and called as such:
 * Twitter* obj = new Twitter();
 * obj->postTweet(userId,tweetId);
 * vector<int> param_2 = obj->getNewsFeed(userId);
 * obj->follow(followerId,followeeId);
 * obj->unfollow(followerId,followeeId);
 */
