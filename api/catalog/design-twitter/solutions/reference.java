class Twitter {
    private int time = 0;
    private final Map<Integer, List<int[]>> tweets = new HashMap<>();  // user -> {time, tweetId}
    private final Map<Integer, Set<Integer>> following = new HashMap<>();

    public Twitter() {
    }
    
    public void postTweet(int userId, int tweetId) {
        tweets.computeIfAbsent(userId, k -> new ArrayList<>()).add(new int[] { time++, tweetId });
    }
    
    public List<Integer> getNewsFeed(int userId) {
        // {time, user, index}; newest on top.
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> b[0] - a[0]);
        Set<Integer> authors = new HashSet<>(following.getOrDefault(userId, Set.of()));
        authors.add(userId);
        for (int user : authors) {
            List<int[]> list = tweets.get(user);
            if (list != null && !list.isEmpty()) {
                int i = list.size() - 1;
                heap.offer(new int[] { list.get(i)[0], user, i });
            }
        }
        List<Integer> feed = new ArrayList<>();
        while (!heap.isEmpty() && feed.size() < 10) {
            int[] top = heap.poll();
            List<int[]> list = tweets.get(top[1]);
            feed.add(list.get(top[2])[1]);
            if (top[2] > 0) heap.offer(new int[] { list.get(top[2] - 1)[0], top[1], top[2] - 1 });
        }
        return feed;
    }
    
    public void follow(int followerId, int followeeId) {
        following.computeIfAbsent(followerId, k -> new HashSet<>()).add(followeeId);
    }
    
    public void unfollow(int followerId, int followeeId) {
        Set<Integer> set = following.get(followerId);
        if (set != null) set.remove(followeeId);
    }
}

/**
 * Your Twitter object will be instantiated and called as such:
 * Twitter obj = new Twitter();
 * obj.postTweet(userId,tweetId);
 * List<Integer> param_2 = obj.getNewsFeed(userId);
 * obj.follow(followerId,followeeId);
 * obj.unfollow(followerId,followeeId);
 */
