// Each string is written as its length in bytes, a '#', then the string itself: the length says
// where the string ends, so any character (even '#') may appear inside it.
type Codec struct {
}

// Encodes a list of strings to a single string.
func (codec *Codec) Encode(strs []string) string {
	var out strings.Builder
	for _, s := range strs {
		out.WriteString(strconv.Itoa(len(s)))
		out.WriteByte('#')
		out.WriteString(s)
	}
	return out.String()
}

// Decodes a single string to a list of strings.
func (codec *Codec) Decode(strs string) []string {
	out := []string{}
	for at := 0; at < len(strs); {
		hash := at + strings.IndexByte(strs[at:], '#')
		length, _ := strconv.Atoi(strs[at:hash])
		out = append(out, strs[hash+1:hash+1+length])
		at = hash + 1 + length
	}
	return out
}

// Your Codec object will be instantiated and called as such:
// var codec Codec
// codec.Decode(codec.Encode(strs));
