class Twitter:

    def __init__(self):
        self.time = 0
        self.tweets = defaultdict(list)
        self.following = defaultdict(list)  # a list: following twice shows the tweets twice

    def postTweet(self, userId: int, tweetId: int) -> None:
        self.tweets[userId].append((self.time, tweetId))
        self.time += 1

    def getNewsFeed(self, userId: int) -> List[int]:
        candidates = list(self.tweets[userId])
        for user in self.following[userId]:
            candidates += self.tweets[user]
        candidates.sort(reverse=True)
        return [tweet for _, tweet in candidates[:10]]

    def follow(self, followerId: int, followeeId: int) -> None:
        self.following[followerId].append(followeeId)

    def unfollow(self, followerId: int, followeeId: int) -> None:
        if followeeId in self.following[followerId]:
            self.following[followerId].remove(followeeId)
