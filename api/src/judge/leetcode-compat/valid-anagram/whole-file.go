// A whole Go file, package clause and imports its own, is compiled as it is.
package main

import (
	"slices"
	"strings"
)

func isAnagram(s string, t string) bool {
	a, b := strings.Split(s, ""), strings.Split(t, "")
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
