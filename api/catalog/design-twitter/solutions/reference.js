var Twitter = function () {
  this.time = 0;
  this.tweets = new Map(); // user -> [[time, tweetId]], oldest first
  this.following = new Map();
};

/**
 * @param {number} userId
 * @param {number} tweetId
 * @return {void}
 */
Twitter.prototype.postTweet = function (userId, tweetId) {
  if (!this.tweets.has(userId)) this.tweets.set(userId, []);
  this.tweets.get(userId).push([this.time++, tweetId]);
};

/**
 * @param {number} userId
 * @return {number[]}
 */
Twitter.prototype.getNewsFeed = function (userId) {
  // Merge the newest 10 of each list: at most 10 per author can make the feed.
  const candidates = [];
  const authors = new Set(this.following.get(userId) || []);
  authors.add(userId);
  for (const user of authors) {
    const list = this.tweets.get(user) || [];
    for (let i = list.length - 1; i >= 0 && i >= list.length - 10; i--) candidates.push(list[i]);
  }
  candidates.sort((a, b) => b[0] - a[0]);
  return candidates.slice(0, 10).map((t) => t[1]);
};

/**
 * @param {number} followerId
 * @param {number} followeeId
 * @return {void}
 */
Twitter.prototype.follow = function (followerId, followeeId) {
  if (!this.following.has(followerId)) this.following.set(followerId, new Set());
  this.following.get(followerId).add(followeeId);
};

/**
 * @param {number} followerId
 * @param {number} followeeId
 * @return {void}
 */
Twitter.prototype.unfollow = function (followerId, followeeId) {
  this.following.get(followerId)?.delete(followeeId);
};
