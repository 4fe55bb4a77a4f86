# Replay's C and C++ recorder: a gdb Python script. gdb starts the program Run would run (built
# with -O0 -g), stops at the first address of every line of the learner's own file only, and
# writes one record per step on a private duplicate of gdb's stderr (the trace channel), each
# framed "\n#<nonce> <byteLength>\n<json>". Usage (the recorder's plan writes it):
#   gdb -nx -nh -batch -iex 'set auto-load off' \
#       -iex 'python zc_argv = ["function", "solution.cpp"]' -x zc_replay_gdb.py ./main
# "function": the judge's harness around the solution; "program": a whole program reading stdin.
# Settings come from ZC_REPLAY_* variables, removed from the program's environment. The harness,
# the standard library and libc run at full speed between the stops: they have no breakpoints.
import collections
import ctypes
import json
import os
import struct
import sys
import threading
import time

import gdb

_SETTINGS = {}
for _name in ("NONCE", "DEADLINE_MS", "HEAD_STEPS", "MAX_STEPS", "MAX_ITEMS", "MAX_DEPTH",
              "MAX_CHARS", "MAX_BYTES"):
    _SETTINGS[_name] = os.environ.pop("ZC_REPLAY_" + _name, "")

# The traced program runs as the same user: without this it could read the nonce from
# /proc/<gdb>/environ, or attach to gdb and drive it. Tracing a child needs no dumpable tracer.
try:
    ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0
except (OSError, AttributeError):
    pass

_CUT = "\u2026"
_MAX_TEXT = 200
_MAX_LOCALS = 100
_MAX_FRAMES = 64
_FLUSH_EVERY = 100
_KIND, _LEARNER_FILE = zc_argv  # set by gdb's command line (-iex), before this script

for _command in ("set pagination off", "set confirm off", "set width 0", "set height 0",
                 "set print pretty off", "set startup-with-shell off", "set breakpoint pending on",
                 "set disable-randomization off", "set debuginfod enabled off",
                 "set print thread-events off", "set print inferior-events off",
                 "set logging file /dev/null", "set logging redirect on",
                 "set logging debugredirect on", "set logging overwrite on",
                 "set logging enabled on"):
    try:
        gdb.execute(_command, to_string=True)
    except gdb.error:
        pass
# Stops are handled inside breakpoint callbacks, before gdb would switch the language to the
# frame's: types are named (and the pretty-printers look them up) in the learner's language.
gdb.execute("set language %s" % ("c" if _LEARNER_FILE.endswith(".c") else "c++"), to_string=True)
# The program never sees the recorder's settings, nor gdb's own LINES and COLUMNS.
for _name in ["LINES", "COLUMNS"] + ["ZC_REPLAY_" + name for name in _SETTINGS]:
    gdb.execute("unset environment " + _name, to_string=True)


def _cached(look_up):
    """look_up(name, ...) remembered for arguments that are all strings (types are not hashable)."""
    known = {}

    def cached(*args):
        if not all(isinstance(arg, str) for arg in args):
            return look_up(*args)
        if args not in known:
            known[args] = look_up(*args)
        return known[args]

    return cached


def _printers():
    # libstdc++'s own pretty-printers (Debian: /usr/share/gcc/python), for the containers whose
    # layout is not read here directly.
    for root in ("/usr/share/gcc/python", "/usr/share/gcc-13/python", "/usr/share/gcc-12/python"):
        if os.path.isdir(os.path.join(root, "libstdcxx")):
            sys.path.insert(0, root)
            try:
                from libstdcxx.v6 import printers
                printers.register_libstdcxx_printers(None)
                # A container's node type is looked up by name (gdb parses it) each time one is
                # printed: once per type is enough, types do not change while a program runs.
                printers.lookup_templ_spec = _cached(printers.lookup_templ_spec)
            except Exception:
                pass
            return


_printers()


def _number(name, default):
    try:
        return int(_SETTINGS[name])
    except ValueError:
        return default


_INT_FORMATS = {1: "b", 2: "h", 4: "i", 8: "q"}
_CHAR_NAMES = ("char", "signed char", "unsigned char", "char8_t")


class _Display:
    """Values written as LeetCode writes them, bounded in items, depth and text."""

    def __init__(self, max_items, max_depth, max_chars, learner_types):
        self.max_items = max_items
        self.max_depth = max_depth
        self.max_chars = max_chars
        self.left = max_chars
        self.learner_types = learner_types
        self.inferior = None
        self.pages = {}
        # Per hash-map type: how to read its nodes directly (or None: through the printer).
        self.layouts = {}
        # Lengths of C arrays the harness passed: pointer name -> its length's name.
        self.lengths = {}

    def text(self, value, siblings=None):
        self.left = self.max_chars
        self.siblings = siblings or {}
        try:
            text = self._value(value, 0)
        except (gdb.error, gdb.MemoryError, RuntimeError, ValueError, OverflowError, TypeError):
            return "?"
        return text if len(text) <= self.max_chars else text[:self.max_chars] + _CUT

    def _value(self, value, depth):
        left = self.left
        text = self._write(value, depth)
        if self.left == left:
            self.left -= len(text)
        return text

    def _string(self, data):
        text = data.decode("utf-8", "replace")
        if len(text) > _MAX_TEXT:
            return json.dumps(text[:_MAX_TEXT], ensure_ascii=False) + _CUT
        return json.dumps(text, ensure_ascii=False)

    def fresh(self):
        """The program ran since the last step: what was read of its memory is stale."""
        self.pages = {}

    def _read(self, address, size):
        # Whole pages, kept for the step: a hash map's nodes or a tree's lie on a few heap pages,
        # read once each instead of once per node.
        if size > 16384:
            return bytes(self.inferior.read_memory(address, size))
        first = address & ~4095
        last = (address + size - 1) & ~4095
        chunks = []
        for page in range(first, last + 4096, 4096):
            data = self.pages.get(page)
            if data is None:
                try:
                    data = bytes(self.inferior.read_memory(page, 4096))
                except gdb.MemoryError:
                    return bytes(self.inferior.read_memory(address, size))
                if len(self.pages) < 4096:
                    self.pages[page] = data
            chunks.append(data)
        data = chunks[0] if len(chunks) == 1 else b"".join(chunks)
        start = address - first
        return data[start:start + size]

    def _pointer_at(self, address):
        return struct.unpack("<Q", self._read(address, 8))[0]

    def _scalar(self, value, kind):
        code = kind.code
        if code == gdb.TYPE_CODE_BOOL:
            return "true" if bool(value) else "false"
        if code == gdb.TYPE_CODE_INT or code == gdb.TYPE_CODE_CHAR:
            if kind.sizeof == 1 and (code == gdb.TYPE_CODE_CHAR or kind.name in _CHAR_NAMES):
                return json.dumps(chr(int(value) & 0xFF), ensure_ascii=False)
            return str(int(value))
        if code == gdb.TYPE_CODE_FLT:
            return repr(float(value))
        if code == gdb.TYPE_CODE_ENUM:
            return str(value)
        return None

    def _items(self, values, size, depth):
        parts = []
        for item in values:
            if len(parts) >= self.max_items or self.left <= 0:
                break
            parts.append(self._value(item, depth + 1))
            self.left -= 1
        if size > len(parts):
            parts.append(_CUT)
        return parts

    def _array_at(self, address, element, count, depth):
        """count elements of type element from address: [a,b,...]."""
        if depth >= self.max_depth:
            return "[" + _CUT + "]"
        shown = min(count, self.max_items)
        kind = element.strip_typedefs()
        fmt = _INT_FORMATS.get(kind.sizeof) if kind.code == gdb.TYPE_CODE_INT else None
        if fmt and kind.name not in _CHAR_NAMES and shown:
            if kind.name and kind.name.startswith("unsigned"):
                fmt = fmt.upper()
            data = self._read(address, shown * kind.sizeof)
            numbers = struct.unpack("<%d%s" % (shown, fmt), data)
            parts = list(map(str, numbers))
            self.left -= sum(map(len, parts))
            if count > shown:
                parts.append(_CUT)
            return "[" + ",".join(parts) + "]"
        pointer = gdb.Value(address).cast(element.pointer())
        values = (pointer[index] for index in range(shown))
        return "[" + ",".join(self._items(values, count, depth)) + "]"

    def _write(self, value, depth):
        kind = value.type.strip_typedefs()
        code = kind.code
        if code in (gdb.TYPE_CODE_REF, gdb.TYPE_CODE_RVALUE_REF):
            value = value.referenced_value()
            kind = value.type.strip_typedefs()
            code = kind.code
        scalar = self._scalar(value, kind)
        if scalar is not None:
            return scalar
        if code == gdb.TYPE_CODE_PTR:
            return self._pointer(value, kind, depth)
        if code == gdb.TYPE_CODE_ARRAY:
            low, high = kind.range()
            return self._array_at(int(value.address), kind.target(), high - low + 1, depth)
        if code in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION):
            return self._struct(value, kind, depth, value.type.unqualified().name)
        return "?"

    def _pointer(self, value, kind, depth):
        address = int(value)
        if address == 0:
            return "null"
        declared = kind.target()
        target = declared.strip_typedefs()
        # C: typedef struct { ... } Counter; names its struct only through the typedef.
        name = target.name or declared.unqualified().name or ""
        if target.code == gdb.TYPE_CODE_STRUCT:
            fields = {field.name for field in target.fields()}
            if name.endswith("ListNode") and "next" in fields and "val" in fields:
                return self._list_node(value)
            if name.endswith("TreeNode") and "left" in fields and "val" in fields:
                return self._tree_node(value)
            if self._learner_type(target, name):
                return self._value(value.dereference(), depth)
        if target.code in (gdb.TYPE_CODE_INT, gdb.TYPE_CODE_CHAR) and target.sizeof == 1:
            data = self._read(address, _MAX_TEXT + 1)
            end = data.find(b"\0")
            return self._string(data if end < 0 else data[:end])
        return "0x%x" % address

    def _learner_type(self, kind, name=None):
        name = name or kind.name
        if not name:
            return False
        known = self.learner_types.get(name)
        if known is None:
            known = False
            try:
                symbol = gdb.lookup_symbol(name, domain=gdb.SYMBOL_STRUCT_DOMAIN)[0]
                if symbol is None:
                    symbol = gdb.lookup_symbol(name)[0]
                known = bool(symbol and symbol.symtab and
                             os.path.basename(symbol.symtab.filename) == _LEARNER_FILE)
            except gdb.error:
                known = False
            self.learner_types[name] = known
        return known

    def _struct(self, value, kind, depth, declared=None):
        name = kind.name or declared or ""
        if name.startswith("std::"):
            return self._library(value, kind, name, depth)
        short = name.split("<", 1)[0].rsplit("::", 1)[-1] or "struct"
        if not self._learner_type(kind, name) and not (name in ("ListNode", "TreeNode")):
            return "<%s>" % short
        if depth >= self.max_depth:
            return short + "{" + _CUT + "}"
        parts = []
        for field in kind.fields():
            if field.artificial or field.is_base_class or not field.name:
                continue
            if hasattr(field, "bitpos") is False:  # a static member
                continue
            if len(parts) >= self.max_items or self.left <= 0:
                parts.append(_CUT)
                break
            parts.append(field.name + ": " + self._value(value[field], depth + 1))
            self.left -= 1
        return short + "{" + ", ".join(parts) + "}"

    def _library(self, value, kind, name, depth):
        if name.startswith("std::__cxx11::basic_string<char") or name.startswith("std::basic_string<char"):
            length = int(value["_M_string_length"])
            data = self._read(int(value["_M_dataplus"]["_M_p"]), min(length, _MAX_TEXT + 1))
            return self._string(data)
        if name.startswith("std::basic_string_view<char"):
            length = int(value["_M_len"])
            data = self._read(int(value["_M_str"]), min(length, _MAX_TEXT + 1))
            return self._string(data)
        if name.startswith("std::vector<") and not name.startswith("std::vector<bool"):
            impl = value["_M_impl"]
            start = impl["_M_start"]
            element = start.type.strip_typedefs().target()
            count = (int(impl["_M_finish"]) - int(start)) // max(1, element.sizeof)
            return self._array_at(int(start), element, count, depth)
        if name.startswith("std::unordered_"):
            text = self._hash_table(value, name, depth)
            if text is not None:
                return text
        if name.startswith("std::pair<"):
            if depth >= self.max_depth:
                return "[" + _CUT + "]"
            return "[" + ",".join(self._items(iter((value["first"], value["second"])), 2, depth)) + "]"
        printer = gdb.default_visualizer(value)
        if printer is None:
            return "<%s>" % name.split("<", 1)[0].rsplit("::", 1)[-1]
        hint = printer.display_hint() if hasattr(printer, "display_hint") else None
        if not hasattr(printer, "children"):
            text = printer.to_string()
            if isinstance(text, gdb.LazyString):
                text = text.value()
            if isinstance(text, gdb.Value):
                return self._value(text, depth)
            return str(text)
        bare = name.split("<", 1)[0]
        is_set = bare in ("std::set", "std::multiset", "std::unordered_set",
                          "std::unordered_multiset", "std::__debug::set")
        if depth >= self.max_depth:
            return ("{" if hint == "map" or is_set else "[") + _CUT + ("}" if hint == "map" or is_set else "]")
        size = self._size(printer)
        children = printer.children()
        if hint == "map":
            parts = []
            for index, (_, key) in enumerate(children):
                if len(parts) >= self.max_items or self.left <= 0:
                    break
                try:
                    _, item = next(children)
                except StopIteration:
                    break
                parts.append(self._value(key, depth + 1) + ": " + self._value(item, depth + 1))
                self.left -= 1
            if size is None or size > len(parts):
                if size != len(parts):
                    parts.append(_CUT)
            return "{" + ", ".join(parts) + "}"
        parts = []
        for _, item in children:
            if len(parts) >= self.max_items or self.left <= 0:
                parts.append(_CUT)
                break
            parts.append(self._value(item, depth + 1) if isinstance(item, gdb.Value) else str(item))
            self.left -= 1
        if is_set:
            return "{" + ", ".join(parts) + "}"
        return "[" + ",".join(parts) + "]"

    def _scalar_format(self, kind):
        kind = kind.strip_typedefs()
        if kind.code == gdb.TYPE_CODE_INT and kind.sizeof in _INT_FORMATS and kind.name not in _CHAR_NAMES:
            fmt = _INT_FORMATS[kind.sizeof]
            return fmt.upper() if (kind.name or "").startswith("unsigned") else fmt
        if kind.code == gdb.TYPE_CODE_FLT and kind.sizeof in (4, 8):
            return "f" if kind.sizeof == 4 else "d"
        return None

    def _hash_layout(self, table, name):
        """Offsets in a node of an unordered map or set of numbers, or None for other ones."""
        key = str(table.type)
        if key in self.layouts:
            return self.layouts[key]
        layout = None
        try:
            stored = table.type.strip_typedefs().template_argument(1).strip_typedefs()
            is_map = name.startswith("std::unordered_map") or name.startswith("std::unordered_multimap")
            if is_map:
                named = {field.name: field for field in stored.fields() if not field.is_base_class}
                first, second = named["first"], named["second"]
                formats = (self._scalar_format(first.type), self._scalar_format(second.type))
                offsets = (first.bitpos // 8, second.bitpos // 8)
                sizes = (first.type.sizeof, second.type.sizeof)
            else:
                formats, offsets, sizes = (self._scalar_format(stored), None), (0, 0), (stored.sizeof, 0)
            # The value follows the node's next pointer, aligned (at most 8 for numbers).
            if formats[0] and (formats[1] or not is_map) and stored.sizeof <= 16:
                start = 8
                layout = (start, formats, offsets, sizes, is_map)
        except (gdb.error, RuntimeError, IndexError, KeyError):
            layout = None
        self.layouts[key] = layout
        return layout

    def _hash_table(self, value, name, depth):
        table = value["_M_h"]
        layout = self._hash_layout(table, name)
        if layout is None:
            return None
        start, formats, offsets, sizes, is_map = layout
        if depth >= self.max_depth:
            return "{" + _CUT + "}"
        count = int(table["_M_element_count"])
        node = int(table["_M_before_begin"]["_M_nxt"])
        parts = []
        seen = 0
        while node and len(parts) < self.max_items and self.left > 0 and seen <= count:
            seen += 1
            data = self._read(node, start + 16)
            key = struct.unpack_from("<" + formats[0], data, start + offsets[0])[0]
            text = repr(key) if isinstance(key, float) else str(key)
            if is_map:
                item = struct.unpack_from("<" + formats[1], data, start + offsets[1])[0]
                text += ": " + (repr(item) if isinstance(item, float) else str(item))
            parts.append(text)
            self.left -= len(text) + 1
            node = struct.unpack_from("<Q", data, 0)[0]
        if count > len(parts):
            parts.append(_CUT)
        return "{" + ", ".join(parts) + "}"

    @staticmethod
    def _size(printer):
        try:
            text = printer.to_string()
        except Exception:
            return None
        if isinstance(text, str):
            for word in text.split():
                if word.isdigit():
                    return int(word)
        return None

    def _node_field(self, node, name):
        return node.dereference()[name]

    def _list_node(self, head):
        parts, seen, node = [], set(), head
        while int(node) != 0 and len(parts) < self.max_items and self.left > 0:
            if int(node) in seen:
                break
            seen.add(int(node))
            parts.append(self._value(self._node_field(node, "val"), self.max_depth))
            node = self._node_field(node, "next")
        if int(node) != 0:
            parts.append(_CUT)
        return "[" + ",".join(parts) + "]"

    def _tree_node(self, root):
        parts, queue, seen = [], collections.deque([root]), set()
        while queue and len(parts) < self.max_items and self.left > 0:
            node = queue.popleft()
            if int(node) == 0 or int(node) in seen:
                parts.append("null")
                continue
            seen.add(int(node))
            parts.append(self._value(self._node_field(node, "val"), self.max_depth))
            queue.append(self._node_field(node, "left"))
            queue.append(self._node_field(node, "right"))
        while parts and parts[-1] == "null":
            parts.pop()
        if any(int(node) != 0 for node in queue):
            parts.append(_CUT)
        return "[" + ",".join(parts) + "]"


def _register(frame, name):
    try:
        return int(frame.read_register(name))
    except (gdb.error, ValueError):
        return 0


class _Return(gdb.FinishBreakpoint):
    """Where a learner's call returns to: its return event, with the value it returned."""

    def __init__(self, frame, recorder, key):
        super().__init__(frame, internal=True)
        self.recorder = recorder
        self.key = key

    def stop(self):
        try:
            value = self.return_value
        except gdb.error:
            value = None
        return self.recorder.returned(self.key, value)

    def out_of_scope(self):
        # Left by an exception or a longjmp: no return event, the activation is gone.
        self.recorder.live.pop(self.key, None)


class _Line(gdb.Breakpoint):
    def __init__(self, pc, line, recorder):
        super().__init__("*0x%x" % pc, internal=True)
        self.zc_line = line
        self.recorder = recorder

    def stop(self):
        return self.recorder.line(self.zc_line)


class _Hook(gdb.Breakpoint):
    def __init__(self, spec, action):
        super().__init__(spec, internal=True)
        self.action = action

    def stop(self):
        return self.action()


class _Recorder:
    def __init__(self):
        self.nonce = _SETTINGS["NONCE"].encode()
        self.channel = os.dup(2)
        self.head = _number("HEAD_STEPS", 1000)
        self.tail = max(0, _number("MAX_STEPS", 10000) - self.head)
        self.limit = _number("DEADLINE_MS", 10000) / 1000
        self.display = _Display(_number("MAX_ITEMS", 100), _number("MAX_DEPTH", 3),
                                _number("MAX_CHARS", 2000), {})
        self.step_chars = 8 * self.display.max_chars
        self.max_bytes = _number("MAX_BYTES", 16 << 20) // 2
        self.total = 0
        self.sent = 0
        self.sent_bytes = 0
        self.head_open = True
        self.pending = []
        self.ring = collections.deque()
        self.ring_bytes = 0
        self.next_id = 0
        # Live learner activations: (function start, frame base) -> [id, last line].
        self.live = {}
        self.raised = None
        self.out_fd = None
        self.case_stdout = b""
        self.pid = 0
        self.expired = False
        self.ranges = []
        self.starts = []
        self.tick_at = 0
        self.started = time.process_time()
        self.wall_started = time.monotonic()
        self.stopped_by_signal = None

    # ---- the channel ------------------------------------------------------------------------

    def frame_bytes(self, record):
        data = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "replace")
        return b"\n#%s %d\n%s" % (self.nonce, len(data), data)

    def flush(self):
        if self.pending:
            data, self.pending = b"".join(self.pending), []
            try:
                while data:
                    data = data[os.write(self.channel, data):]
            except OSError:
                pass

    # ---- time -------------------------------------------------------------------------------

    def cpu_used(self):
        used = time.process_time() - self.started
        try:
            with open("/proc/%d/stat" % self.pid, "rb") as file:
                fields = file.read().rsplit(b")", 1)[1].split()
            used += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            pass
        return used

    def out_of_time(self):
        return self.cpu_used() > self.limit or time.monotonic() - self.wall_started > 2 * self.limit

    def watch(self):
        # Between stops (a loop in the standard library, a sleep) nothing else looks at the
        # clock: this thread stops the program, and the main loop ends the recording.
        while not self.expired:
            time.sleep(0.02)
            if self.pid and self.out_of_time():
                self.expired = True
                try:
                    os.kill(self.pid, 19)  # SIGSTOP: gdb reports it and returns control
                except OSError:
                    pass

    # ---- the learner's code -----------------------------------------------------------------

    def learner_lines(self):
        """Breakpoints at the first address of each line run of the learner's file."""
        try:
            _, sals = gdb.decode_line("%s:1" % _LEARNER_FILE)
        except gdb.error:
            return
        if not sals or sals[0].symtab is None:
            return
        symtab = sals[0].symtab
        entries = sorted(((entry.pc, entry.line) for entry in symtab.linetable() if entry.line > 0))
        ranges = {}
        previous = None
        chosen = []
        for pc, line in entries:
            block = gdb.block_for_pc(pc)
            while block is not None and block.function is None:
                block = block.superblock
            if block is None:
                previous = None
                continue
            ranges[block.start] = block.end
            # The function's first address is its prologue: arguments are not in place yet.
            if pc != block.start and (previous is None or previous[1] != line or previous[0] != block.start):
                chosen.append((pc, line))
            previous = (block.start, line)
        self.ranges = sorted(ranges.items())
        self.starts = [start for start, _ in self.ranges]
        for pc, line in chosen:
            _Line(pc, line, self)

    def mine(self, pc):
        import bisect
        index = bisect.bisect_right(self.starts, pc) - 1
        return index >= 0 and pc < self.ranges[index][1]

    def learner_frames(self):
        chain = []
        frame = gdb.newest_frame()
        while frame is not None and len(chain) < _MAX_FRAMES:
            if self.mine(frame.pc()):
                chain.append(frame)
            try:
                frame = frame.older()
            except gdb.error:
                break
        chain.reverse()
        return chain

    @staticmethod
    def key(frame):
        function = frame.function()
        base = _register(frame, "rbp") or _register(frame, "sp")
        return (int(function.value().address) if function else frame.pc(), base)

    def frame_record(self, frame, key, texts, left):
        entry = self.live.get(key)
        frame_id = entry[0] if entry else 0
        try:
            line = frame.find_sal().line
        except gdb.error:
            line = 0
        function = frame.function()
        name = function.name if function else (frame.name() or "?")
        name = name.split("(", 1)[0].rsplit("::", 1)[-1]
        locals_ = collections.OrderedDict()
        symbols = []
        try:
            block = frame.block()
        except RuntimeError:
            block = None
        innermost_line = line
        while block is not None:
            for symbol in block:
                if not (symbol.is_argument or symbol.is_variable) or symbol.addr_class == gdb.SYMBOL_LOC_STATIC:
                    continue
                # The compiler's own (a range-for's __range1, __begin1) are not the learner's.
                if symbol.name.startswith("__"):
                    continue
                # A local declared further down (or on this very line) holds garbage until then.
                if not symbol.is_argument and symbol.line >= innermost_line and not (entry and symbol.name in entry[2]):
                    continue
                symbols.append(symbol)
            if block.function is not None:
                break
            block = block.superblock
        # Outer blocks first, arguments before variables, as they were declared.
        symbols.sort(key=lambda symbol: (not symbol.is_argument, symbol.line))
        siblings = {symbol.name: symbol for symbol in symbols}
        for symbol in symbols:
            if len(locals_) >= _MAX_LOCALS:
                break
            name_ = symbol.name
            if name_ in locals_:
                continue
            if entry is not None:
                entry[2].add(name_)
            try:
                value = frame.read_var(symbol)
            except (gdb.error, ValueError):
                continue
            if name_ == "this":
                target = value.type.strip_typedefs().target()
                if (target.name or "").rsplit("::", 1)[-1] == "Solution":
                    continue
            if left[0] <= 0:
                locals_[name_] = _CUT
                continue
            text = self.value_text(frame, symbol, value, siblings)
            left[0] -= len(text)
            locals_[name_] = text
        if entry is not None:
            entry[1], entry[3], entry[4] = line, name, locals_
        return {"id": frame_id, "function": name, "line": line, "locals": locals_}

    def value_text(self, frame, symbol, value, siblings):
        kind = value.type.strip_typedefs()
        # C: a pointer argument with its length beside it (int* nums, int numsSize).
        if kind.code == gdb.TYPE_CODE_PTR and symbol.name + "Size" in siblings:
            try:
                count = int(frame.read_var(siblings[symbol.name + "Size"]))
                target = kind.target()
                if 0 <= count <= 1 << 24 and int(value) != 0:
                    columns = siblings.get(symbol.name + "ColSize")
                    display = self.display
                    display.left = display.max_chars
                    if columns is not None and target.strip_typedefs().code == gdb.TYPE_CODE_PTR:
                        widths = frame.read_var(columns)
                        rows = []
                        for row in range(min(count, display.max_items)):
                            if display.left <= 0:
                                break
                            rows.append(display._array_at(int(value[row]), target.target(), int(widths[row]), 1))
                        if count > len(rows):
                            rows.append(_CUT)
                        text = "[" + ",".join(rows) + "]"
                    else:
                        text = display._array_at(int(value), target, count, 0)
                    return text if len(text) <= display.max_chars else text[:display.max_chars] + _CUT
            except (gdb.error, gdb.MemoryError, ValueError):
                return "?"
        if kind.code == gdb.TYPE_CODE_PTR and symbol.name == "returnSize":
            entry = self.live.get(self.key(frame))
            if entry is not None:
                entry[5] = int(value)
            try:
                return str(int(value.dereference()))
            except (gdb.error, gdb.MemoryError):
                return "?"
        return self.display.text(value)

    def stdout_bytes(self):
        try:
            if self.out_fd is not None:
                return os.fstat(self.out_fd).st_size
            return os.stat("/proc/%d/fd/1" % self.pid).st_size
        except OSError:
            return 0

    def step(self, event, line, frames=None, **extra):
        self.total += 1
        if self.total & 63 == 0 and self.out_of_time():
            self.expired = True
            return True
        keep_head = self.head_open and self.total <= self.head
        if not keep_head and not self.tail:
            return False
        if frames is None:
            frames = self.frames()
        record = {"t": "step", "event": event, "line": line, "frames": frames,
                  "out": self.stdout_bytes()}
        record.update(extra)
        data = self.frame_bytes(record)
        if keep_head and self.sent_bytes + len(data) <= self.max_bytes:
            self.pending.append(data)
            self.sent += 1
            self.sent_bytes += len(data)
            if self.total % _FLUSH_EVERY == 0 or self.total == self.head:
                self.flush()
            return False
        if self.head_open:
            self.head_open = False
            self.flush()
        if not self.tail:
            return False
        self.ring.append(data)
        self.ring_bytes += len(data)
        while len(self.ring) > self.tail or (self.ring_bytes > self.max_bytes and len(self.ring) > 1):
            self.ring_bytes -= len(self.ring.popleft())
        return False

    def frames(self, chain=None):
        self.display.fresh()
        chain = self.learner_frames() if chain is None else chain
        texts = {}
        left = [self.step_chars]
        out = []
        for frame in reversed(chain):
            out.append(self.frame_record(frame, self.key(frame), texts, left))
        out.reverse()
        return out

    def line(self, line):
        if self.expired:
            return True
        try:
            frame = gdb.newest_frame()
            key = self.key(frame)
            entry = self.live.get(key)
            event = "line"
            if entry is None:
                self.next_id += 1
                entry = self.live[key] = [self.next_id, line, set(), "", {}, 0]
                event = "call"
                try:
                    _Return(frame, self, key)
                except (gdb.error, ValueError, RuntimeError):
                    pass
            return self.step(event, line)
        except gdb.error:
            return False

    def returned(self, key, value):
        if self.expired:
            return True
        entry = self.live.pop(key, None)
        if entry is None:
            return False
        text = None
        if value is not None:
            self.display.fresh()
            text = self.display.text(value)
            # C: the array a function returns, as long as it said in *returnSize.
            kind = value.type.strip_typedefs()
            if kind.code == gdb.TYPE_CODE_PTR and entry[5] and int(value):
                try:
                    count = struct.unpack("<i", self.display._read(entry[5], 4))[0]
                    if 0 <= count <= 1 << 24:
                        self.display.left = self.display.max_chars
                        text = self.display._array_at(int(value), kind.target(), count, 0)
                except (gdb.error, gdb.MemoryError, struct.error):
                    pass
        value = text
        try:
            chain = self.learner_frames()
            frames = self.frames(chain)
        except gdb.error:
            frames = []
        # The returning frame is gone; its last line stands for it, innermost.
        frames.append({"id": entry[0], "function": entry[3], "line": entry[1], "locals": entry[4]})
        extra = {} if value is None else {"returnValue": value}
        return self.step("return", entry[1], frames, **extra)

    def thrown(self):
        # __cxa_throw: an exception leaves a line of the learner's (possibly from the library).
        try:
            chain = self.learner_frames()
        except gdb.error:
            return False
        if not chain:
            return False
        try:
            line = chain[-1].find_sal().line
        except gdb.error:
            line = 0
        text = "exception"
        try:
            info = int(gdb.newest_frame().read_register("rsi"))
            pointer = struct.unpack("<Q", bytes(gdb.selected_inferior().read_memory(info + 8, 8)))[0]
            raw = bytes(gdb.selected_inferior().read_memory(pointer, 200))
            mangled = raw.split(b"\0", 1)[0].decode("ascii", "replace").lstrip("*")
            demangled = gdb.execute("demangle -l c++ -- _Z" + mangled, to_string=True).strip()
            text = demangled or mangled
        except (gdb.error, gdb.MemoryError, struct.error):
            pass
        self.raised = (text, line)
        return self.step("exception", line, self.frames(chain), exception=text)

    def case_frame(self):
        # The harness writes a case's frame: what the solution printed is in its capture now.
        try:
            if int(gdb.parse_and_eval("zc_case")) >= 0:
                with open("/proc/%d/fd/1" % self.pid, "rb") as file:
                    self.case_stdout = file.read(1 << 20)
        except (gdb.error, OSError):
            pass
        return False

    def signalled(self, name):
        try:
            chain = self.learner_frames()
        except gdb.error:
            chain = []
        if not chain:
            return
        line = chain[-1].find_sal().line
        if self.raised is None:
            self.raised = (name, line)
        self.step("exception", line, self.frames(chain), exception=name)

    # ---- the end ----------------------------------------------------------------------------

    def finish(self, reason, **fields):
        kept = len(self.ring)
        skipped = self.total - self.sent - kept
        if skipped > 0:
            self.pending.append(self.frame_bytes({"t": "skip", "count": skipped}))
        self.pending.extend(self.ring)
        self.ring.clear()
        if self.out_fd is not None:
            try:
                stdout = os.pread(self.out_fd, 1 << 20, 0)
            except OSError:
                stdout = b""
        else:
            stdout = self.case_stdout
        if "line" not in fields:
            fields["line"] = self.raised[1] if self.raised else None
        end = {"t": "end", "reason": reason, "total": self.total,
               "stdout": stdout.decode("utf-8", "replace")}
        end.update(fields)
        self.pending.append(self.frame_bytes(end))
        self.flush()


def _capture():
    try:
        return os.memfd_create("zc-replay")
    except (AttributeError, OSError):
        import tempfile

        return os.dup(tempfile.TemporaryFile().fileno())


def _main():
    recorder = _Recorder()
    null = os.open("/dev/null", os.O_RDWR)
    # The program inherits fds 0, 1 and 2 from gdb when it starts: stdout is the harness's
    # (function) or a capture the recorder reads (program), stderr goes nowhere. gdb's own words
    # go to /dev/null once the program has started (the one it says on starting is undone below).
    if _KIND == "program":
        recorder.out_fd = _capture()
        os.dup2(recorder.out_fd, 1)
    os.dup2(null, 2)
    stops = []

    def on_stop(event):
        stops.append(event)

    exit_codes = []

    def on_exit(event):
        exit_codes.append(getattr(event, "exit_code", None))

    gdb.events.stop.connect(on_stop)
    gdb.events.exited.connect(on_exit)
    try:
        gdb.execute("starti", to_string=True)
    except gdb.error as error:
        recorder.finish("exception", message="the recorder could not start the program: %s" % error)
        os._exit(0)
    os.dup2(null, 1)
    if recorder.out_fd is not None:
        os.ftruncate(recorder.out_fd, 0)
        os.lseek(recorder.out_fd, 0, os.SEEK_SET)
    recorder.pid = gdb.selected_inferior().pid
    recorder.display.inferior = gdb.selected_inferior()
    recorder.learner_lines()
    if _KIND == "function":
        _Hook("zc_frame", recorder.case_frame)
    _Hook("__cxa_throw", recorder.thrown)
    threading.Thread(target=recorder.watch, daemon=True).start()
    while True:
        del stops[:]
        try:
            gdb.execute("continue", to_string=True)
        except gdb.error:
            pass
        if recorder.expired:
            recorder.finish("timeout", message="stopped at its time limit")
            break
        if not gdb.selected_inferior().pid:
            code = exit_codes[-1] if exit_codes else None
            if recorder.raised is not None:
                recorder.finish("exception", message=recorder.raised[0], line=recorder.raised[1])
            elif _KIND == "program" and code:
                recorder.finish("returned", exitCode=code)
            else:
                recorder.finish("returned", exitCode=code or 0)
            break
        signal_name = None
        for event in stops:
            if isinstance(event, gdb.SignalEvent):
                signal_name = event.stop_signal
        if signal_name and signal_name not in ("SIGSTOP", "SIGTRAP"):
            if recorder.stopped_by_signal is None:
                recorder.stopped_by_signal = signal_name
                recorder.signalled(signal_name)
    try:
        gdb.execute("kill", to_string=True)
    except gdb.error:
        pass
    # Whatever gdb left of the program (one stopped in a signal it was being given) goes too: the
    # sandbox waits for every process of the run.
    try:
        os.kill(recorder.pid, 9)
    except OSError:
        pass
    os._exit(0)


_main()
