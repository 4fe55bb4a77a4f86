package main

import (
	"bufio"
	"container/heap"
	"fmt"
	"math"
	"os"
)

// nearestFirst is a heap of (distance, shrine) pairs, the smallest distance on top.
type nearestFirst [][2]int64

func (h nearestFirst) Len() int           { return len(h) }
func (h nearestFirst) Less(i, j int) bool { return h[i][0] < h[j][0] }
func (h nearestFirst) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *nearestFirst) Push(x any)        { *h = append(*h, x.([2]int64)) }
func (h *nearestFirst) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

type path struct {
	to     int
	length int64
}

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n, m int
	fmt.Fscan(reader, &n, &m)
	adj := make([][]path, n+1)
	for i := 0; i < m; i++ {
		var a, b int
		var w int64
		fmt.Fscan(reader, &a, &b, &w)
		adj[a] = append(adj[a], path{b, w})
		adj[b] = append(adj[b], path{a, w})
	}
	// Dijkstra from the gate: a shrine popped with its current distance is settled.
	dist := make([]int64, n+1)
	for i := range dist {
		dist[i] = math.MaxInt64
	}
	dist[1] = 0
	h := &nearestFirst{{0, 1}}
	for h.Len() > 0 {
		top := heap.Pop(h).([2]int64)
		d, u := top[0], int(top[1])
		if d > dist[u] {
			continue
		}
		for _, p := range adj[u] {
			if d+p.length < dist[p.to] {
				dist[p.to] = d + p.length
				heap.Push(h, [2]int64{dist[p.to], int64(p.to)})
			}
		}
	}
	if dist[n] == math.MaxInt64 {
		fmt.Println(-1)
	} else {
		fmt.Println(dist[n])
	}
}
