// gods' arraystack and the min builtin in a class design.
type MinStack struct {
    values *arraystack.Stack
    mins   []int
}

func Constructor() MinStack {
    return MinStack{values: arraystack.New()}
}

func (this *MinStack) Push(val int) {
    this.values.Push(val)
    if len(this.mins) == 0 {
        this.mins = append(this.mins, val)
    } else {
        this.mins = append(this.mins, min(val, this.mins[len(this.mins)-1]))
    }
}

func (this *MinStack) Pop() {
    this.values.Pop()
    this.mins = this.mins[:len(this.mins)-1]
}

func (this *MinStack) Top() int {
    top, _ := this.values.Peek()
    return top.(int)
}

func (this *MinStack) GetMin() int {
    return this.mins[len(this.mins)-1]
}
