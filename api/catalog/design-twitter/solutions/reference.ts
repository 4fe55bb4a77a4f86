class Twitter {
  private time = 0;
  private tweets = new Map<number, [number, number][]>(); // user -> [time, tweetId], oldest first
  private following = new Map<number, Set<number>>();

  constructor() {}

  postTweet(userId: number, tweetId: number): void {
    if (!this.tweets.has(userId)) this.tweets.set(userId, []);
    this.tweets.get(userId)!.push([this.time++, tweetId]);
  }

  getNewsFeed(userId: number): number[] {
    const candidates: [number, number][] = [];
    const authors = new Set(this.following.get(userId) ?? []);
    authors.add(userId);
    for (const user of authors) {
      const list = this.tweets.get(user) ?? [];
      for (let i = list.length - 1; i >= 0 && i >= list.length - 10; i--) candidates.push(list[i]);
    }
    candidates.sort((a, b) => b[0] - a[0]);
    return candidates.slice(0, 10).map((t) => t[1]);
  }

  follow(followerId: number, followeeId: number): void {
    if (!this.following.has(followerId)) this.following.set(followerId, new Set());
    this.following.get(followerId)!.add(followeeId);
  }

  unfollow(followerId: number, followeeId: number): void {
    this.following.get(followerId)?.delete(followeeId);
  }
}
