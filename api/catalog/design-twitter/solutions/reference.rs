use std::collections::{BinaryHeap, HashMap, HashSet};

struct Twitter {
    time: i32,
    // user -> (time, tweet id), oldest first
    tweets: HashMap<i32, Vec<(i32, i32)>>,
    following: HashMap<i32, HashSet<i32>>,
}

impl Twitter {
    fn new() -> Self {
        Twitter { time: 0, tweets: HashMap::new(), following: HashMap::new() }
    }

    fn post_tweet(&mut self, user_id: i32, tweet_id: i32) {
        self.tweets.entry(user_id).or_default().push((self.time, tweet_id));
        self.time += 1;
    }

    fn get_news_feed(&self, user_id: i32) -> Vec<i32> {
        let mut authors: HashSet<i32> = self.following.get(&user_id).cloned().unwrap_or_default();
        authors.insert(user_id);
        // (time, user, index of that tweet in the user's list); newest on top.
        let mut heap = BinaryHeap::new();
        for user in authors {
            if let Some(list) = self.tweets.get(&user) {
                if let Some(&(time, _)) = list.last() {
                    heap.push((time, user, list.len() - 1));
                }
            }
        }
        let mut feed = Vec::new();
        while feed.len() < 10 {
            let Some((_, user, i)) = heap.pop() else { break };
            let list = &self.tweets[&user];
            feed.push(list[i].1);
            if i > 0 {
                heap.push((list[i - 1].0, user, i - 1));
            }
        }
        feed
    }

    fn follow(&mut self, follower_id: i32, followee_id: i32) {
        self.following.entry(follower_id).or_default().insert(followee_id);
    }

    fn unfollow(&mut self, follower_id: i32, followee_id: i32) {
        if let Some(set) = self.following.get_mut(&follower_id) {
            set.remove(&followee_id);
        }
    }
}

/**
 * Your Twitter object will be instantiated and called as such:
 * let obj = Twitter::new();
 * obj.post_tweet(userId, tweetId);
 * let ret_2: Vec<i32> = obj.get_news_feed(userId);
 * obj.follow(followerId, followeeId);
 * obj.unfollow(followerId, followeeId);
 */
