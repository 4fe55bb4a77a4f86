# Replay's Python recorder: runs a program under sys.settrace and writes one record per step of
# the learner's own file on a private duplicate of the process's stderr (the trace channel), each
# framed "\n#<nonce> <byteLength>\n<json>". Usage:
#   python3 zc_replay.py function solution.py main.py   (the judge's harness around the solution)
#   python3 zc_replay.py program main.py                (a whole program reading stdin)
# Settings come from ZC_REPLAY_* variables, removed once read. Only frames whose code comes from
# the learner's file are traced: the harness, the prelude and libraries never make a step.
import collections
import itertools
import json
import os
import sys
import threading
import time
import traceback
import types

_SETTINGS = {}
for _name in ("NONCE", "DEADLINE_MS", "HEAD_STEPS", "MAX_STEPS", "MAX_ITEMS", "MAX_DEPTH",
              "MAX_CHARS", "MAX_BYTES"):
    _SETTINGS[_name] = os.environ.pop("ZC_REPLAY_" + _name, "")

_CUT = "\u2026"
_MAX_TEXT = 200
_MAX_LOCALS = 100
_MAX_FRAMES = 64
_FLUSH_EVERY = 100
# Names bound to code rather than data (imports, functions, classes) are not shown as variables.
_NOT_VALUES = (types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType, type)


def _number(name, default):
    try:
        return int(_SETTINGS[name])
    except ValueError:
        return default


class _Display:
    """Values written as LeetCode writes them, bounded in items, depth and text."""

    def __init__(self, max_items, max_depth, max_chars):
        self.max_items = max_items
        self.max_depth = max_depth
        self.max_chars = max_chars
        # Characters the value being written may still take: items and depth alone let a
        # 100x100x100 grid through as megabytes, written again at every step that shows it.
        self.left = max_chars
        # The last text of each flat list or map, by id, with the items it was written from: the
        # same list shown again at the next step is compared (in C) instead of written again.
        # The object itself is held, so that its id cannot pass to another while cached.
        self.flat_texts = {}

    def text(self, value):
        self.left = self.max_chars
        try:
            text = self._value(value, 0)
        except Exception:
            return "?"
        return text if len(text) <= self.max_chars else text[:self.max_chars] + _CUT

    def _string(self, value):
        if len(value) > _MAX_TEXT:
            return json.dumps(value[:_MAX_TEXT], ensure_ascii=False) + _CUT
        return json.dumps(value, ensure_ascii=False)

    def _items(self, iterable, size, depth, write):
        parts = []
        for item in itertools.islice(iterable, self.max_items):
            if self.left <= 0:
                break
            parts.append(write(item, depth + 1))
            self.left -= 1
        if size > len(parts):
            parts.append(_CUT)
        return parts

    def _value(self, value, depth):
        left = self.left
        text = self._write(value, depth)
        if self.left == left:
            # Nothing inside it counted: a leaf (or an empty container) counts its own text.
            self.left -= len(text)
        return text

    def _write(self, value, depth):
        kind = type(value)
        if value is None:
            return "null"
        if kind is bool:
            return "true" if value else "false"
        if kind is int:
            text = int.__repr__(value) if value.bit_length() < 600 else "%s%se%d" % (
                "-" if value < 0 else "", _CUT, int(value.bit_length() * 0.30103))
            return text
        if kind is float:
            return float.__repr__(value)
        if kind is str:
            return self._string(value)
        if kind in (list, tuple, collections.deque):
            if depth >= self.max_depth:
                return "[" + _CUT + "]"
            flat = self._flat_ints(value)
            if flat is not None:
                return "[" + flat + "]"
            return "[" + ",".join(self._items(iter(value), len(value), depth, self._value)) + "]"
        if issubclass(kind, dict):
            if depth >= self.max_depth:
                return "{" + _CUT + "}"
            flat = self._flat_int_pairs(value)
            if flat is not None:
                return "{" + flat + "}"
            pairs = self._items(iter(dict.items(value)), dict.__len__(value), depth, self._pair)
            return "{" + ", ".join(pairs) + "}"
        if kind in (set, frozenset):
            if depth >= self.max_depth:
                return "{" + _CUT + "}"
            ordered = value
            if len(value) <= self.max_items:
                try:
                    ordered = sorted(value)
                except TypeError:
                    pass
            return "{" + ", ".join(self._items(iter(ordered), len(value), depth, self._value)) + "}"
        fields = self._fields(value)
        if fields is None:
            name = getattr(kind, "__name__", "object")
            return "<%s>" % name
        if kind.__name__ == "ListNode" and "val" in fields and "next" in fields:
            return self._list_node(value)
        if kind.__name__ == "TreeNode" and "val" in fields and "left" in fields:
            return self._tree_node(value)
        if depth >= self.max_depth:
            return kind.__name__ + "{" + _CUT + "}"
        items = [(k, v) for k, v in fields.items() if not k.startswith("__")]
        parts = self._items(iter(items), len(items), depth, self._field)
        return kind.__name__ + "{" + ", ".join(parts) + "}"

    # Most values a learner steps through are lists of numbers and maps from numbers to numbers,
    # written again at every step: written by C loops (map, join) rather than item by item, they
    # cost a few microseconds instead of a few hundred. Anything else takes the general road.
    def _flat_ints(self, value):
        items = list(itertools.islice(value, self.max_items))
        if not items or set(map(type, items)) != {int}:
            return None
        cached = self._cached(value, items)
        if cached is not None:
            return cached
        if max(max(items), -min(items)).bit_length() >= 600:
            return None
        text = ",".join(map(int.__repr__, items))
        if len(value) > len(items):
            text += "," + _CUT
        return self._cache(value, items, text)

    def _cached(self, value, items):
        # Equal items of the same types (checked by the caller) and the same length write the
        # same text; anything else changed writes it again.
        entry = self.flat_texts.get(id(value))
        if entry is not None and entry[0] is value and entry[1] == len(value) and entry[2] == items:
            return entry[3]
        return None

    def _cache(self, value, items, text):
        if len(self.flat_texts) >= 256:
            self.flat_texts.clear()
        self.flat_texts[id(value)] = (value, len(value), items, text)
        return text

    def _flat_int_pairs(self, value):
        size = dict.__len__(value)
        if not size:
            return None
        pairs = list(itertools.islice(dict.items(value), self.max_items))
        keys = [pair[0] for pair in pairs]
        values = [pair[1] for pair in pairs]
        if set(map(type, keys)) != {int} or set(map(type, values)) != {int}:
            return None
        cached = self._cached(value, pairs)
        if cached is not None:
            return cached
        if max(max(keys), -min(keys), max(values), -min(values)).bit_length() >= 600:
            return None
        text = ", ".join(map("%d: %d".__mod__, pairs))
        if size > len(pairs):
            text += ", " + _CUT
        return self._cache(value, pairs, text)

    def _pair(self, item, depth):
        return self._value(item[0], depth) + ": " + self._value(item[1], depth)

    def _field(self, item, depth):
        return item[0] + ": " + self._value(item[1], depth)

    @staticmethod
    def _fields(value):
        # Read the instance's own dict without running its code (no __getattr__, no properties).
        kind = type(value)
        if kind.__module__ not in ("solution", "__main__") or isinstance(value, type):
            return None
        try:
            fields = object.__getattribute__(value, "__dict__")
        except Exception:
            fields = None
        if type(fields) is not dict:
            slots = getattr(kind, "__slots__", None)
            if not slots:
                return None
            fields = {}
            for slot in [slots] if isinstance(slots, str) else slots:
                try:
                    fields[slot] = object.__getattribute__(value, slot)
                except Exception:
                    pass
        return fields

    def _node_field(self, node, name):
        try:
            return object.__getattribute__(node, "__dict__").get(name)
        except Exception:
            return None

    def _list_node(self, head):
        parts, seen, node = [], set(), head
        while node is not None and len(parts) < self.max_items and self.left > 0:
            if id(node) in seen:
                break
            seen.add(id(node))
            parts.append(self._value(self._node_field(node, "val"), self.max_depth))
            node = self._node_field(node, "next")
        if node is not None:
            parts.append(_CUT)
        return "[" + ",".join(parts) + "]"

    def _tree_node(self, root):
        parts, queue, seen = [], collections.deque([root]), set()
        while queue and len(parts) < self.max_items and self.left > 0:
            node = queue.popleft()
            if node is None or id(node) in seen:
                parts.append("null")
                continue
            seen.add(id(node))
            parts.append(self._value(self._node_field(node, "val"), self.max_depth))
            queue.append(self._node_field(node, "left"))
            queue.append(self._node_field(node, "right"))
        while parts and parts[-1] == "null":
            parts.pop()
        if any(node is not None for node in queue):
            parts.append(_CUT)
        return "[" + ",".join(parts) + "]"


class _Recorder:
    def __init__(self, learner_file, skip_module):
        self.nonce = _SETTINGS["NONCE"].encode()
        self.channel = os.dup(2)
        self.learner_file = learner_file
        self.skip_module = skip_module
        self.head = _number("HEAD_STEPS", 1000)
        self.tail = max(0, _number("MAX_STEPS", 10000) - self.head)
        limit = _number("DEADLINE_MS", 10000) / 1000
        self.deadline = time.process_time() + limit
        # A program that mostly sleeps or waits is stopped on the wall clock, at twice the limit.
        self.wall_deadline = time.monotonic() + 2 * limit
        self.display = _Display(_number("MAX_ITEMS", 100), _number("MAX_DEPTH", 3),
                                _number("MAX_CHARS", 2000))
        self.step_chars = 8 * self.display.max_chars
        # Bytes for the head and for the ring, half each: deep frames full of values make steps
        # of a megabyte, and ten thousand of them would pass the sandbox's output cap (the run
        # killed, the trace lost).
        self.max_bytes = _number("MAX_BYTES", 16 << 20) // 2
        self.total = 0
        self.sent = 0
        self.sent_bytes = 0
        self.head_open = True
        self.pending = []
        self.ring = collections.deque()
        self.ring_bytes = 0
        self.frame_ids = {}
        self.next_id = 0
        self.raised = None
        self.tampered = []
        self.finished = False
        self.real_exit = os._exit
        self.real_settrace = sys.settrace
        # One bound method, so that a frame's f_trace can be told to be the recorder's.
        self.local_hook = self.local

    def frame_bytes(self, record):
        data = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "replace")
        return b"\n#%s %d\n%s" % (self.nonce, len(data), data)

    def send(self, record):
        self.pending.append(self.frame_bytes(record))

    def flush(self):
        if self.pending:
            data, self.pending = b"".join(self.pending), []
            try:
                while data:
                    data = data[os.write(self.channel, data):]
            except OSError:
                pass

    def mine(self, code):
        # Functions (CO_OPTIMIZED), and a program's top level; never a class body being defined.
        return code.co_filename == self.learner_file and (
            code.co_flags & 1 or (not self.skip_module and code.co_name == "<module>"))

    def stdout_bytes(self):
        try:
            sys.stdout.flush()
        except Exception:
            pass
        try:
            return os.fstat(1).st_size
        except OSError:
            return 0

    def frames(self, frame, event):
        chain = []
        innermost = frame
        while frame is not None and len(chain) < _MAX_FRAMES:
            if self.mine(frame.f_code):
                chain.append(frame)
                # A frame entered just now gets its hook when this call event returns.
                if (frame is not innermost or event != "call") and (
                        frame.f_trace is not self.local_hook or not frame.f_trace_lines):
                    self.hidden()
                    frame.f_trace = self.local_hook
                    frame.f_trace_lines = True
            frame = frame.f_back
        out = []
        # One text per object per step: a grid passed down a deep recursion is in every frame,
        # and writing it again for each made a step cost the depth times its size.
        texts = {}
        # Characters of values per step, innermost frame first; past them a value shows only the
        # cut mark. Sixty frames each showing a big list made steps of 100 KB: seconds of copying
        # for a trace the core thins to 4 MB anyway.
        left = [self.step_chars]

        def text(value):
            if left[0] <= 0:
                return _CUT
            key = id(value)
            if key not in texts:
                texts[key] = self.display.text(value)
            left[0] -= len(texts[key])
            return texts[key]

        for item in chain:
            names = itertools.islice(item.f_locals.items(), _MAX_LOCALS)
            out.append({
                "id": self.frame_ids.get(id(item), 0),
                "function": item.f_code.co_name,
                "line": item.f_lineno or item.f_code.co_firstlineno,
                "locals": {k: text(v) for k, v in names
                           if not k.startswith("__") and not isinstance(v, _NOT_VALUES)},
            })
        out.reverse()
        return out

    def step(self, frame, event, arg):
        self.total += 1
        if event == "call":
            # Ids by activation, held as numbers only: no frame is kept alive by the recorder.
            self.next_id += 1
            self.frame_ids[id(frame)] = self.next_id
        if self.total & 63 == 0 and (
                time.process_time() > self.deadline or time.monotonic() > self.wall_deadline):
            self.finish("timeout", message="stopped at its time limit")
            self.real_exit(0)
        keep_head = self.head_open and self.total <= self.head
        if not keep_head and not self.tail:
            if event == "return":
                self.frame_ids.pop(id(frame), None)
            return
        record = {"t": "step", "event": event, "line": frame.f_lineno or frame.f_code.co_firstlineno,
                  "frames": self.frames(frame, event), "out": self.stdout_bytes()}
        if event == "return":
            record["returnValue"] = self.display.text(arg)
        elif event == "exception":
            record["exception"] = self.describe(arg[1])
            if self.raised is None or self.raised[0] is not arg[1]:
                self.raised = (arg[1], record["line"])
        if event == "return":
            self.frame_ids.pop(id(frame), None)
        data = self.frame_bytes(record)
        if keep_head and self.sent_bytes + len(data) <= self.max_bytes:
            self.pending.append(data)
            self.sent += 1
            self.sent_bytes += len(data)
            if self.total % _FLUSH_EVERY == 0 or self.total == self.head:
                self.flush()
            return
        if self.head_open:
            self.head_open = False
            self.flush()
        if not self.tail:
            return
        self.ring.append(data)
        self.ring_bytes += len(data)
        while len(self.ring) > self.tail or (self.ring_bytes > self.max_bytes and len(self.ring) > 1):
            self.ring_bytes -= len(self.ring.popleft())

    @staticmethod
    def describe(error):
        return "".join(traceback.format_exception_only(type(error), error)).strip()

    def local(self, frame, event, arg):
        if not frame.f_trace_lines:
            # Its line events were switched off: they come back from here on.
            self.hidden()
            frame.f_trace_lines = True
        self.step(frame, event, arg)
        return self.local_hook

    def hidden(self):
        name = "a frame hidden from the tracer"
        if name not in self.tampered:
            self.tampered.append(name)

    def trace(self, frame, event, arg):
        if event != "call" or not self.mine(frame.f_code):
            return None
        if frame.f_code.co_name != "<module>":
            self.step(frame, event, arg)
        else:
            self.frame_ids[id(frame)] = 0
        return self.local_hook

    def finish(self, reason, **fields):
        if self.finished:
            return
        self.finished = True
        replaced = sys.gettrace() != self.trace
        self.real_settrace(None)
        # A learner frame that was entered and is gone, without its return event reaching the
        # recorder: its f_trace was taken away, and its last steps are missing.
        live = set()
        frame = sys._getframe()
        while frame is not None:
            live.add(id(frame))
            frame = frame.f_back
        if any(key not in live for key in self.frame_ids):
            self.hidden()
        if replaced and reason == "returned":
            reason, fields["message"] = "tampered", "the tracer was turned off"
        if self.tampered and reason == "returned":
            reason, fields["message"] = "tampered", ", ".join(self.tampered)
        kept = len(self.ring)
        skipped = self.total - self.sent - kept
        if skipped > 0:
            self.send({"t": "skip", "count": skipped})
        self.pending.extend(self.ring)
        self.ring.clear()
        stdout = b""
        try:
            sys.stdout.flush()
            size = os.fstat(1).st_size
            stdout = os.pread(1, min(size, 1 << 20), 0)
        except Exception:
            pass
        if "line" not in fields:
            fields["line"] = self.raised[1] if self.raised else None
        end = {"t": "end", "reason": reason, "total": self.total,
               "stdout": stdout.decode("utf-8", "replace")}
        end.update(fields)
        self.send(end)
        self.flush()

    def guard(self, name):
        # The learner's code may not turn the tracer off or stack another hook on it.
        def refuse(*_args, **_kwargs):
            if name not in self.tampered:
                self.tampered.append(name)
        return refuse

    def install(self):
        for module, names in ((sys, ("settrace", "setprofile")), (threading, ("settrace", "setprofile"))):
            for name in names:
                setattr(module, name, self.guard("%s.%s" % (module.__name__, name)))
        recorder = self

        def exit_now(code=0):
            recorder.finish("returned", exitCode=code)
            recorder.real_exit(code)

        os._exit = exit_now
        self.real_settrace(self.trace)


def _learner_line(error, learner_file):
    line = None
    tb = error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == learner_file:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _capture():
    try:
        return os.memfd_create("zc-replay")
    except (AttributeError, OSError):
        import tempfile

        return os.dup(tempfile.TemporaryFile(dir=".").fileno())


def _main():
    kind, learner_file = sys.argv[1], sys.argv[2]
    recorder = _Recorder(learner_file, kind == "function")
    if kind == "function":
        # The harness reads its case, redirects the solution's output per case and writes frames.
        entry = sys.argv[3]
        with open(entry, encoding="utf-8") as file:
            code = compile(file.read(), entry, "exec")
        recorder.install()
        try:
            exec(code, {"__name__": "__main__", "__builtins__": __builtins__})
        except BaseException as error:
            recorder.finish("exception", message=recorder.describe(error))
            raise
        recorder.finish("returned")
        return
    with open(learner_file, encoding="utf-8") as file:
        source = file.read()
    try:
        code = compile(source, learner_file, "exec")
    except SyntaxError as error:
        recorder.finish("exception", message=recorder.describe(error), line=error.lineno)
        sys.stderr.write("".join(traceback.format_exception_only(type(error), error)))
        return
    os.dup2(_capture(), 1)
    os.dup2(_capture(), 2)
    sys.setrecursionlimit(250000)
    recorder.install()
    try:
        exec(code, {"__name__": "__main__", "__builtins__": __builtins__})
    except SystemExit as error:
        status = error.code if isinstance(error.code, int) else (0 if error.code is None else 1)
        recorder.finish("returned", exitCode=status)
        return
    except BaseException as error:
        recorder.finish("exception", message=recorder.describe(error),
                        line=_learner_line(error, learner_file))
        return
    recorder.finish("returned", exitCode=0)


_main()
