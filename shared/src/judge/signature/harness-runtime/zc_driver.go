// The Go harness's driver: the wire reader and writer, per-case capture of what the solution
// prints, panics caught per case, and frames on the real stdout (see protocol/README.md). The
// generated zc_harness.go sets zcRunCase; ListNode, TreeNode and Node come from their own files,
// compiled only where a signature uses them (learners may name their own types so elsewhere).
package main

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"
)

// Bytes of each stream kept for the frame (the total printed still counts for the output limit).
const zcCaptureKeep = 65536

var (
	zcIn          []byte
	zcAt          int
	zcNonce       string
	zcOutputLimit int64
	zcAnswer      bytes.Buffer
	zcStdin       = os.Stdin
	zcResults     *os.File
	zcOut, zcErr  *os.File
	zcCase        = -1
	zcUsed        time.Duration
	zcStarted     time.Time
	zcTiming      bool
	// Set by the generated harness: reads one case, calls the solution, writes its answer.
	zcRunCase = func() {}
)

func zcSkip() {
	for zcAt < len(zcIn) && zcIn[zcAt] <= ' ' {
		zcAt++
	}
}

func zcIsNull() bool {
	zcSkip()
	if zcAt < len(zcIn) && zcIn[zcAt] == 'n' {
		zcAt++
		return true
	}
	return false
}

func zcI64() int64 {
	zcSkip()
	negative := zcAt < len(zcIn) && zcIn[zcAt] == '-'
	if negative {
		zcAt++
	}
	var value int64
	for zcAt < len(zcIn) && zcIn[zcAt] >= '0' && zcIn[zcAt] <= '9' {
		value = value*10 + int64(zcIn[zcAt]-'0')
		zcAt++
	}
	if negative {
		return -value
	}
	return value
}

func zcF64() float64 {
	zcSkip()
	start := zcAt
	for zcAt < len(zcIn) && zcIn[zcAt] > ' ' {
		zcAt++
	}
	value, _ := strconv.ParseFloat(string(zcIn[start:zcAt]), 64)
	return value
}

func zcStr() string {
	if zcIsNull() {
		return ""
	}
	length := int(zcI64())
	zcAt++
	text := string(zcIn[zcAt : zcAt+length])
	zcAt += length
	return text
}

func zcWTok(token string) {
	zcAnswer.WriteString(token)
	zcAnswer.WriteByte(' ')
}

func zcWI64(value int64) { zcWTok(strconv.FormatInt(value, 10)) }

func zcWF64(value float64) { zcWTok(strconv.FormatFloat(value, 'g', -1, 64)) }

func zcWNull() { zcWTok("n") }

func zcWBool(value bool) {
	if value {
		zcWTok("1")
	} else {
		zcWTok("0")
	}
}

func zcWStr(text string) {
	zcAnswer.WriteString(strconv.Itoa(len(text)))
	zcAnswer.WriteByte(':')
	zcAnswer.WriteString(text)
	zcAnswer.WriteByte(' ')
}

// zcBegin and zcEnd bracket the solution's own code: only this time is reported (the runner
// takes its figures from the sandbox's supervisor, which also stops a runaway case).
func zcBegin() {
	zcTiming = true
	zcStarted = time.Now()
}

func zcEnd() {
	if !zcTiming {
		return
	}
	zcTiming = false
	zcUsed += time.Since(zcStarted)
}

// zcTake reads back what the solution printed to one stream in this case, and the total size.
func zcTake(file *os.File) ([]byte, int64) {
	size, err := file.Seek(0, io.SeekEnd)
	if err != nil {
		return nil, 0
	}
	keep := make([]byte, min(size, zcCaptureKeep))
	count, _ := file.ReadAt(keep, 0)
	// Frames are read back as UTF-8 text: keep every payload valid UTF-8.
	return bytes.ToValidUTF8(keep[:count], []byte("\uFFFD")), size
}

func zcFrame(status string, answer []byte, errorText string) {
	out, outSize := zcTake(zcOut)
	errs, errSize := zcTake(zcErr)
	if status == "ok" && outSize+errSize > zcOutputLimit {
		status = "ole"
		answer = nil
	}
	errorText = strings.ToValidUTF8(errorText, "\uFFFD")
	var frame bytes.Buffer
	frame.WriteString("\n#" + zcNonce)
	// Peak memory is left at 0: the runner takes it from the supervisor.
	for _, field := range []string{strconv.Itoa(zcCase), status, strconv.FormatInt(zcUsed.Microseconds(), 10), "0",
		strconv.Itoa(len(answer)), strconv.Itoa(len(out)), strconv.Itoa(len(errs)), strconv.Itoa(len(errorText))} {
		frame.WriteByte(' ')
		frame.WriteString(field)
	}
	frame.WriteByte('\n')
	frame.Write(answer)
	frame.Write(out)
	frame.Write(errs)
	frame.WriteString(errorText)
	if _, err := zcResults.Write(frame.Bytes()); err != nil {
		os.Exit(1)
	}
}

// zcDescribe is a panic's message and the solution's own frames (solution.go), innermost first.
func zcDescribe(thrown any) string {
	var text strings.Builder
	text.WriteString("panic: ")
	text.WriteString(fmt.Sprint(thrown))
	callers := make([]uintptr, 64)
	frames := runtime.CallersFrames(callers[:runtime.Callers(3, callers)])
	for shown := 0; shown < 10; {
		frame, more := frames.Next()
		if strings.HasSuffix(frame.File, "solution.go") {
			text.WriteString("\n  at " + strings.TrimPrefix(frame.Function, "main.") + " (solution.go:" + strconv.Itoa(frame.Line) + ")")
			shown++
		}
		if !more {
			break
		}
	}
	return text.String()
}

// zcGuarded runs one case; a panic fails only that case.
func zcGuarded() (status, message string) {
	defer func() {
		if thrown := recover(); thrown != nil {
			zcEnd()
			status, message = "re", zcDescribe(thrown)
		}
	}()
	zcRunCase()
	return "ok", ""
}

// Lock-step input (protocol/README.md): the header, then each case only after the last result.
func zcReadByte() byte {
	var one [1]byte
	for {
		count, err := zcStdin.Read(one[:])
		if count == 1 {
			return one[0]
		}
		if err != nil {
			// The runner closed stdin: it wants no more cases.
			os.Exit(0)
		}
	}
}

func zcReadUntil(stop byte) {
	zcIn = zcIn[:0]
	for value := zcReadByte(); value != stop; value = zcReadByte() {
		zcIn = append(zcIn, value)
	}
	zcAt = 0
}

func zcReadExact(length int) {
	zcIn = make([]byte, length)
	if _, err := io.ReadFull(zcStdin, zcIn); err != nil {
		os.Exit(0)
	}
	zcAt = 0
}

func zcCaptureFile(name string) *os.File {
	file, err := os.CreateTemp("", name)
	if err != nil {
		os.Exit(1)
	}
	// Unix: the file lives while it is open (elsewhere the removal fails and the file is left).
	_ = os.Remove(file.Name())
	return file
}

func main() {
	zcReadUntil('\n')
	zcNonce = string(zcIn)
	zcReadUntil('\n')
	// The time limit: the supervisor enforces it outside the process.
	zcI64()
	zcOutputLimit = zcI64()
	cases := int(zcI64())
	zcOut, zcErr = zcCaptureFile("zc-stdout"), zcCaptureFile("zc-stderr")
	zcResults = zcRedirect(zcOut, zcErr)
	os.Stdout, os.Stderr = zcOut, zcErr
	if empty, err := os.Open(os.DevNull); err == nil {
		os.Stdin = empty
	}
	// A runaway recursion ends as a stack overflow (a Runtime Error) before it exhausts memory:
	// growing a stack copies it, so the largest takes 1.5 times its size.
	if limit := debug.SetMemoryLimit(-1); limit < math.MaxInt64 {
		debug.SetMaxStack(int(limit / 4))
	}
	// Ready: the runner starts the first case's clock only now.
	zcFrame("ok", nil, "")
	for index := 0; index < cases; index++ {
		// Cases are length-prefixed: a case abandoned half-way cannot shift the next one.
		zcReadUntil(':')
		length := int(zcI64())
		zcReadExact(length + 1)
		for _, file := range []*os.File{zcOut, zcErr} {
			_ = file.Truncate(0)
			_, _ = file.Seek(0, io.SeekStart)
		}
		zcAnswer.Reset()
		zcUsed = 0
		zcCase = index
		status, message := zcGuarded()
		answer := zcAnswer.Bytes()
		if status != "ok" {
			answer = nil
		}
		zcFrame(status, answer, message)
	}
	zcCase = -1
	os.Exit(0)
}
