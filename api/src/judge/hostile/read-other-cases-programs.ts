/**
 * "Read the other cases": one solution per language of `string peek(string s)`. Every
 * input is a secret `zc-secret-NNNN` and the expected answer is the input itself. On every case
 * the solution hunts for secrets it has not been given (its frames and globals, the garbage
 * collector's objects, reflection on the harness, its own memory through /proc/self/mem, stdin
 * read ahead) and answers with what it found, so a leak turns into a Wrong Answer that shows it.
 * On the last case it answers with every secret it has seen so far, trying to carry the earlier
 * hidden inputs out through the one failing case a learner is shown.
 */
export const secretPattern = /zc-secret-\d{4}/g;

const python = String.raw`import gc, os, re, select, sys

SEEN = []
PATTERN = re.compile(rb"zc-secret-\d{4}")


def _scan(value, found):
    try:
        if isinstance(value, str):
            value = value.encode("utf-8", "replace")
        if isinstance(value, (bytes, bytearray, memoryview)):
            found.update(m.decode() for m in PATTERN.findall(bytes(value)))
    except Exception:
        pass


def hunt():
    found = set()
    # Frames: the harness's locals and globals, all the way up.
    frame = sys._getframe()
    while frame is not None:
        for value in list(frame.f_locals.values()) + list(frame.f_globals.values()):
            _scan(value, found)
            for attribute in getattr(value, "__dict__", {}).values():
                _scan(attribute, found)
        frame = frame.f_back
    # The garbage collector: every container and what it refers to.
    for container in gc.get_objects():
        for value in gc.get_referents(container):
            _scan(value, found)
    # The whole address space.
    try:
        with open("/proc/self/maps") as maps, open("/proc/self/mem", "rb", 0) as mem:
            for line in maps:
                span, perms = line.split()[:2]
                if not perms.startswith("r"):
                    continue
                start, end = (int(x, 16) for x in span.split("-"))
                try:
                    mem.seek(start)
                    _scan(mem.read(end - start), found)
                except (OSError, ValueError, OverflowError):
                    pass
    except OSError:
        pass
    # Stdin, read ahead.
    try:
        if select.select([0], [], [], 0.05)[0]:
            _scan(os.read(0, 1 << 20), found)
    except OSError:
        pass
    return found


class Solution:
    def peek(self, s: str) -> str:
        SEEN.append(s)
        extra = hunt() - set(SEEN)
        if extra:
            return ",".join(sorted(extra))
        if s.endswith("9"):
            print("seen:", ",".join(SEEN))
            return ",".join(SEEN)
        return s
`;

const javascript = String.raw`// Loaded with vm, without require: the main module's require reaches the file system.
const load = process.mainModule.require;
const fs = load('fs');
const SEEN = [];
const PATTERN = /zc-secret-\d{4}/g;

function scan(value, found, depth, visited) {
  if (value === null || value === undefined || depth > 6) return;
  if (typeof value === 'string') {
    for (const match of value.match(PATTERN) || []) found.add(match);
    return;
  }
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    try {
      scan(Buffer.from(value).toString('latin1'), found, depth, visited);
    } catch {}
    return;
  }
  if (typeof value !== 'object' && typeof value !== 'function') return;
  if (visited.has(value)) return;
  visited.add(value);
  let keys = [];
  try { keys = Object.getOwnPropertyNames(value); } catch {}
  for (const key of keys) {
    let inner;
    try { inner = value[key]; } catch { continue; }
    scan(inner, found, depth + 1, visited);
  }
}

function hunt() {
  const found = new Set();
  // Every global the harness left reachable, and the require cache.
  scan(globalThis, found, 0, new Set());
  scan(load.cache, found, 0, new Set());
  // The whole address space.
  try {
    const maps = fs.readFileSync('/proc/self/maps', 'utf8').split('\n');
    const mem = fs.openSync('/proc/self/mem', 'r');
    const chunk = Buffer.alloc(1 << 20);
    for (const line of maps) {
      const [span, perms] = line.split(' ');
      if (!perms || perms[0] !== 'r') continue;
      const [start, end] = span.split('-').map((x) => BigInt('0x' + x));
      if (end - start > BigInt(32 << 20)) continue;
      // In 1 MiB steps that overlap by a secret's length, through one buffer.
      for (let at = start; at < end; at += BigInt(chunk.length - 16)) {
        const length = Number(end - at < BigInt(chunk.length) ? end - at : BigInt(chunk.length));
        try {
          const count = fs.readSync(mem, chunk, 0, length, at);
          scan(chunk.toString('latin1', 0, count), found, 0, new Set());
        } catch {
          break;
        }
      }
    }
    fs.closeSync(mem);
  } catch {}
  // Stdin, read ahead (non-blocking: nothing is there yet).
  try {
    const buffer = Buffer.alloc(1 << 16);
    const fd = fs.openSync('/proc/self/fd/0', fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    const count = fs.readSync(fd, buffer);
    scan(buffer.subarray(0, count).toString('latin1'), found, 0, new Set());
  } catch {}
  return found;
}

var peek = function (s) {
  SEEN.push(s);
  const extra = [...hunt()].filter((secret) => !SEEN.includes(secret));
  if (extra.length) return extra.sort().join(',');
  if (s.endsWith('9')) {
    console.log('seen:', SEEN.join(','));
    return SEEN.join(',');
  }
  return s;
};
`;

const java = String.raw`import java.io.*;
import java.lang.reflect.*;
import java.util.*;
import java.util.regex.*;

class Solution {
  static final List<String> SEEN = new ArrayList<>();
  static final Pattern PATTERN = Pattern.compile("zc-secret-\\d{4}");

  static void scan(Object value, Set<String> found) {
    String text = null;
    if (value instanceof byte[]) text = new String((byte[]) value, java.nio.charset.StandardCharsets.ISO_8859_1);
    else if (value instanceof String) text = (String) value;
    else if (value != null) text = String.valueOf(value);
    if (text == null) return;
    Matcher matcher = PATTERN.matcher(text);
    while (matcher.find()) found.add(matcher.group());
  }

  static Set<String> hunt() {
    Set<String> found = new TreeSet<>();
    // Reflection: every static field of the harness's class, private or not.
    try {
      Class<?> main = Class.forName("Main");
      for (Field field : main.getDeclaredFields()) {
        if (!Modifier.isStatic(field.getModifiers())) continue;
        try {
          field.setAccessible(true);
          scan(field.get(null), found);
        } catch (Throwable ignored) {}
      }
    } catch (Throwable ignored) {}
    // Other threads' stacks.
    for (Map.Entry<Thread, StackTraceElement[]> entry : Thread.getAllStackTraces().entrySet())
      scan(Arrays.toString(entry.getValue()), found);
    // The whole address space.
    try (BufferedReader maps = new BufferedReader(new FileReader("/proc/self/maps"));
         RandomAccessFile mem = new RandomAccessFile("/proc/self/mem", "r")) {
      for (String line; (line = maps.readLine()) != null; ) {
        String[] parts = line.split(" ");
        if (!parts[1].startsWith("r")) continue;
        String[] span = parts[0].split("-");
        long start = Long.parseUnsignedLong(span[0], 16), end = Long.parseUnsignedLong(span[1], 16);
        if (end - start > (64 << 20) || start < 0) continue;
        byte[] buffer = new byte[(int) (end - start)];
        try {
          mem.seek(start);
          mem.readFully(buffer);
          scan(buffer, found);
        } catch (IOException ignored) {}
      }
    } catch (Throwable ignored) {}
    // Stdin, read ahead.
    try {
      FileInputStream in = new FileInputStream(FileDescriptor.in);
      if (in.available() > 0) {
        byte[] buffer = new byte[in.available()];
        in.read(buffer);
        scan(buffer, found);
      }
    } catch (IOException ignored) {}
    return found;
  }

  public String peek(String s) {
    SEEN.add(s);
    Set<String> extra = hunt();
    extra.removeAll(SEEN);
    if (!extra.isEmpty()) return String.join(",", extra);
    if (s.endsWith("9")) {
      System.out.println("seen: " + String.join(",", SEEN));
      return String.join(",", SEEN);
    }
    return s;
  }
}
`;

/** C and C++ share the memory and stdin hunt; the C++ version wraps it in a Solution class. */
const nativeHunt = String.raw`#include <fcntl.h>
#include <poll.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char hunt_seen[64][16];
static int hunt_seen_count;
static char hunt_found[64][16];
static int hunt_found_count;

static int hunt_known(const char *secret) {
  for (int i = 0; i < hunt_seen_count; i++) if (!strcmp(hunt_seen[i], secret)) return 1;
  for (int i = 0; i < hunt_found_count; i++) if (!strcmp(hunt_found[i], secret)) return 1;
  return 0;
}
static void hunt_scan(const char *bytes, size_t length) {
  static const char prefix[] = "zc-secret-";
  for (size_t i = 0; i + 14 <= length; i++) {
    if (memcmp(bytes + i, prefix, 10)) continue;
    int digits = 1;
    for (int d = 10; d < 14; d++) if (bytes[i + d] < '0' || bytes[i + d] > '9') digits = 0;
    if (!digits) continue;
    char secret[16];
    memcpy(secret, bytes + i, 14);
    secret[14] = 0;
    if (!hunt_known(secret) && hunt_found_count < 64) strcpy(hunt_found[hunt_found_count++], secret);
  }
}
static void hunt_hunt(void) {
  hunt_found_count = 0;
  /* The whole address space. */
  FILE *maps = fopen("/proc/self/maps", "r");
  int mem = open("/proc/self/mem", O_RDONLY);
  char line[512];
  while (maps && mem >= 0 && fgets(line, sizeof line, maps)) {
    unsigned long start, end;
    char perms[8];
    if (sscanf(line, "%lx-%lx %7s", &start, &end, perms) != 3 || perms[0] != 'r') continue;
    if (end - start > (64ul << 20)) continue;
    char *buffer = (char *)malloc(end - start);
    if (!buffer) continue;
    ssize_t got = pread(mem, buffer, end - start, (off_t)start);
    if (got > 0) hunt_scan(buffer, (size_t)got);
    free(buffer);
  }
  if (maps) fclose(maps);
  if (mem >= 0) close(mem);
  /* Stdin, read ahead. */
  struct pollfd p = {0, POLLIN, 0};
  if (poll(&p, 1, 50) > 0 && (p.revents & POLLIN)) {
    char buffer[65536];
    ssize_t got = read(0, buffer, sizeof buffer);
    if (got > 0) hunt_scan(buffer, (size_t)got);
  }
}
static char hunt_answer[2048];
static const char *hunt_peek(const char *s) {
  if (hunt_seen_count < 64) snprintf(hunt_seen[hunt_seen_count++], 16, "%s", s);
  hunt_hunt();
  hunt_answer[0] = 0;
  if (hunt_found_count) {
    for (int i = 0; i < hunt_found_count; i++) {
      if (i) strcat(hunt_answer, ",");
      strcat(hunt_answer, hunt_found[i]);
    }
    return hunt_answer;
  }
  if (s[strlen(s) - 1] == '9') {
    for (int i = 0; i < hunt_seen_count; i++) {
      if (i) strcat(hunt_answer, ",");
      strcat(hunt_answer, hunt_seen[i]);
    }
    printf("seen: %s\n", hunt_answer);
    return hunt_answer;
  }
  return s;
}
`;

const c = `${nativeHunt}
char *peek(char *s) {
  const char *answer = hunt_peek(s);
  char *copy = (char *)malloc(strlen(answer) + 1);
  strcpy(copy, answer);
  return copy;
}
`;

const cpp = `${nativeHunt}
class Solution {
public:
    string peek(string s) { return hunt_peek(s.c_str()); }
};
`;

/** Go: its own memory through /proc/self/mem (the heap, the stacks, the harness's buffers) and stdin read ahead. */
const go = String.raw`import "syscall"

var seen []string
var known = map[string]bool{}
var secretAt = regexp.MustCompile("zc-secret-[0-9]{4}")
var memory = make([]byte, 64<<20)

func hunt() []string {
    found := []string{}
    add := func(bytes []byte) {
        for _, match := range secretAt.FindAll(bytes, -1) {
            if secret := string(match); !known[secret] && !slices.Contains(found, secret) {
                found = append(found, secret)
            }
        }
    }
    maps, _ := os.ReadFile("/proc/self/maps")
    if mem, err := os.Open("/proc/self/mem"); err == nil {
        for _, line := range strings.Split(string(maps), "\n") {
            var start, end uint64
            var perms string
            if n, _ := fmt.Sscanf(line, "%x-%x %s", &start, &end, &perms); n != 3 || perms[0] != 'r' || end-start > 64<<20 {
                continue
            }
            if got, _ := mem.ReadAt(memory[:end-start], int64(start)); got > 0 {
                add(memory[:got])
            }
        }
        mem.Close()
    }
    // Stdin, read ahead without waiting (and put back as the harness reads it).
    if syscall.SetNonblock(0, true) == nil {
        ahead := make([]byte, 65536)
        if got, _ := syscall.Read(0, ahead); got > 0 {
            add(ahead[:got])
        }
        syscall.SetNonblock(0, false)
    }
    return found
}

func peek(s string) string {
    if !known[s] {
        known[s] = true
        seen = append(seen, s)
    }
    if found := hunt(); len(found) > 0 {
        return strings.Join(found, ",")
    }
    if strings.HasSuffix(s, "9") {
        all := strings.Join(seen, ",")
        fmt.Println("seen:", all)
        return all
    }
    return s
}
`;

export const readOtherCasesPrograms = { python, javascript, java, c, cpp, go } as const;
