class Twitter:

    def __init__(self):
        self.time = 0
        self.tweets = defaultdict(list)  # user -> [(time, tweetId)], oldest first
        self.following = defaultdict(set)

    def postTweet(self, userId: int, tweetId: int) -> None:
        self.tweets[userId].append((self.time, tweetId))
        self.time += 1

    def getNewsFeed(self, userId: int) -> List[int]:
        heap = []
        for user in self.following[userId] | {userId}:
            if self.tweets[user]:
                i = len(self.tweets[user]) - 1
                heap.append((-self.tweets[user][i][0], user, i))
        heapq.heapify(heap)
        feed = []
        while heap and len(feed) < 10:
            _, user, i = heapq.heappop(heap)
            feed.append(self.tweets[user][i][1])
            if i:
                heapq.heappush(heap, (-self.tweets[user][i - 1][0], user, i - 1))
        return feed

    def follow(self, followerId: int, followeeId: int) -> None:
        self.following[followerId].add(followeeId)

    def unfollow(self, followerId: int, followeeId: int) -> None:
        self.following[followerId].discard(followeeId)


# Your Twitter object will be instantiated and called as such:
# obj = Twitter()
# obj.postTweet(userId,tweetId)
# param_2 = obj.getNewsFeed(userId)
# obj.follow(followerId,followeeId)
# obj.unfollow(followerId,followeeId)
