type tweet struct{ time, id int }

// feedEntry is a user's tweet waiting in the merge: its time, its author and its index.
type feedEntry struct{ time, user, index int }

// feedHeap puts the newest entry on top.
type feedHeap []feedEntry

func (h feedHeap) Len() int           { return len(h) }
func (h feedHeap) Less(i, j int) bool { return h[i].time > h[j].time }
func (h feedHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *feedHeap) Push(x any)        { *h = append(*h, x.(feedEntry)) }
func (h *feedHeap) Pop() any {
	old := *h
	top := old[len(old)-1]
	*h = old[:len(old)-1]
	return top
}

type Twitter struct {
	time      int
	tweets    map[int][]tweet // oldest first
	following map[int]map[int]bool
}

func Constructor() Twitter {
	return Twitter{tweets: map[int][]tweet{}, following: map[int]map[int]bool{}}
}

func (this *Twitter) PostTweet(userId int, tweetId int) {
	this.tweets[userId] = append(this.tweets[userId], tweet{this.time, tweetId})
	this.time++
}

func (this *Twitter) GetNewsFeed(userId int) []int {
	h := &feedHeap{}
	offer := func(user int) {
		if list := this.tweets[user]; len(list) > 0 {
			heap.Push(h, feedEntry{list[len(list)-1].time, user, len(list) - 1})
		}
	}
	offer(userId)
	for followee := range this.following[userId] {
		if followee != userId {
			offer(followee)
		}
	}
	feed := []int{}
	for h.Len() > 0 && len(feed) < 10 {
		top := heap.Pop(h).(feedEntry)
		list := this.tweets[top.user]
		feed = append(feed, list[top.index].id)
		if top.index > 0 {
			heap.Push(h, feedEntry{list[top.index-1].time, top.user, top.index - 1})
		}
	}
	return feed
}

func (this *Twitter) Follow(followerId int, followeeId int) {
	if this.following[followerId] == nil {
		this.following[followerId] = map[int]bool{}
	}
	this.following[followerId][followeeId] = true
}

func (this *Twitter) Unfollow(followerId int, followeeId int) {
	delete(this.following[followerId], followeeId)
}

/**
 * Your Twitter object will be instantiated and called as such:
 * obj := Constructor();
 * obj.PostTweet(userId,tweetId);
 * param_2 := obj.GetNewsFeed(userId);
 * obj.Follow(followerId,followeeId);
 * obj.Unfollow(followerId,followeeId);
 */
