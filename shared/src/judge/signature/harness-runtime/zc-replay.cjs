/*
 * Replay's JavaScript (and TypeScript) tracer, run by node as the program's entry. The learner's
 * code arrives instrumented (replay/javascript-instrument.ts): it calls this tracer, reached
 * through a parameter only the instrumented code can name, before each statement, around each
 * function and at each loop's test. Records go out on the trace channel (fd 2 as the process
 * started), framed "\n#<nonce> <byteLength>\n<json>"; the program's own output is captured.
 * Everything the tracer uses is taken before the learner's code runs, so replacing a global or a
 * prototype method later changes nothing here. Usage: node zc-replay.cjs (reads zc-replay.json).
 */
'use strict';
const fs = require('fs');
const vm = require('vm');
const util = require('util');

const apply = Reflect.apply;
const ownKeys = Reflect.ownKeys;
const getPrototypeOf = Reflect.getPrototypeOf;
const describeOwn = Reflect.getOwnPropertyDescriptor;
const hasOwn = Object.hasOwn;
const stringify = JSON.stringify;
const isArray = Array.isArray;
const { isMap, isSet, isProxy, isTypedArray, isNativeError, isDate } = util.types;
const mapForEach = Map.prototype.forEach;
const setForEach = Set.prototype.forEach;
const mapSize = describeOwn(Map.prototype, 'size').get;
const setSize = describeOwn(Set.prototype, 'size').get;
const typedLength = describeOwn(getPrototypeOf(Uint8Array.prototype), 'length').get;
const sortArray = Array.prototype.sort;
const arrayJoin = Array.prototype.join;
const arraySlice = Array.prototype.slice;
const stringSlice = String.prototype.slice;
const regexpExec = RegExp.prototype.exec;
const SafeSet = Set;
const setHas = Set.prototype.has;
const setAdd = Set.prototype.add;
const SafeMap = Map;
const mapGet = Map.prototype.get;
const mapSet = Map.prototype.set;
const { max } = Math;
const toText = String;
const toNumber = Number;
const atomicsWait = Atomics.wait;
const bufferConcat = Buffer.concat;
const bufferToString = Buffer.prototype.toString;
const cpuUsage = process.cpuUsage.bind(process);
const exit = process.exit.bind(process);
const emit = process.emit;
const defineProperty = Object.defineProperty;
const byteLength = Buffer.byteLength;
const bufferFrom = Buffer.from;
const writeSync = fs.writeSync;
const readFileSync = fs.readFileSync;
const symbolToString = Symbol.prototype.toString;
const dateToIso = Date.prototype.toISOString;
const numberText = (value) => '' + value;
const join = (parts, separator) => apply(arrayJoin, parts, [separator]);
const CUT = '\u2026';
const MAX_TEXT = 200;
const MAX_FRAMES = 64;
const MAX_LOCALS = 100;
const MAX_STDOUT = 1 << 20;
const FLUSH_EVERY = 100;

const settings = {};
for (const name of [
  'NONCE',
  'DEADLINE_MS',
  'HEAD_STEPS',
  'MAX_STEPS',
  'MAX_ITEMS',
  'MAX_DEPTH',
  'MAX_CHARS',
  'MAX_BYTES',
]) {
  settings[name] = process.env['ZC_REPLAY_' + name] || '';
  delete process.env['ZC_REPLAY_' + name];
}
const setting = (name, fallback) => {
  const value = Number(settings[name]);
  return Number.isInteger(value) && value >= 0 && settings[name] !== '' ? value : fallback;
};
const nonce = settings.NONCE;
const headSteps = setting('HEAD_STEPS', 1000);
const tailSteps = Math.max(0, setting('MAX_STEPS', 10000) - headSteps);
const deadlineUs = setting('DEADLINE_MS', 10000) * 1000;
const maxItems = setting('MAX_ITEMS', 100);
const maxDepth = setting('MAX_DEPTH', 3);
const maxChars = setting('MAX_CHARS', 2000);
// Characters of values per step, innermost frame first: past them a value shows only the cut
// mark. Sixty frames each showing a big array made steps of 100 KB, copied at every step for a
// trace the core thins to 4 MB anyway.
const stepChars = 8 * maxChars;
// Bytes of records for the head and for the ring, half each: under the sandbox's output cap,
// past which the run is killed and the trace's end lost.
const halfBytes = Math.floor(setting('MAX_BYTES', 16 << 20) / 2);
const config = JSON.parse(readFileSync('zc-replay.json', 'utf8'));

// ---- Values as LeetCode writes them, without running any of the learner's code ----

function dataField(object, key) {
  const descriptor = describeOwn(object, key);
  return descriptor && hasOwn(descriptor, 'value') ? descriptor.value : undefined;
}
function quote(text) {
  return text.length > MAX_TEXT
    ? stringify(apply(stringSlice, text, [0, MAX_TEXT])) + CUT
    : stringify(text);
}
const plainKey = /^(0|[1-9]\d*|[A-Za-z_$][\w$]*)$/;
function keyText(key) {
  if (typeof key === 'symbol') return '[' + apply(symbolToString, key, []) + ']';
  return apply(regexpExec, plainKey, [key]) !== null ? key : quote(key);
}
function className(value) {
  const proto = getPrototypeOf(value);
  if (proto === null) return '';
  const ctor = dataField(proto, 'constructor');
  if (typeof ctor !== 'function') return '';
  const name = dataField(ctor, 'name');
  return typeof name === 'string' && name !== 'Object' ? name : '';
}
function isNodeShaped(value, fields) {
  const keys = ownKeys(value);
  if (keys.length !== fields.length) return false;
  for (let index = 0; index < fields.length; index++)
    if (!hasOwn(value, fields[index])) return false;
  return true;
}
function listNode(head) {
  const parts = [];
  const seen = new SafeSet();
  let node = head;
  while (node !== null && typeof node === 'object' && parts.length < maxItems && left > 0) {
    if (apply(setHas, seen, [node]) || isProxy(node)) break;
    apply(setAdd, seen, [node]);
    parts[parts.length] = display(dataField(node, 'val'), maxDepth);
    node = dataField(node, 'next');
  }
  if (node !== null && node !== undefined) parts[parts.length] = CUT;
  return '[' + join(parts, ',') + ']';
}
function treeNode(root) {
  const parts = [];
  const queue = [root];
  const seen = new SafeSet();
  let at = 0;
  while (at < queue.length && parts.length < maxItems && left > 0) {
    const node = queue[at++];
    if (node === null || typeof node !== 'object' || apply(setHas, seen, [node]) || isProxy(node)) {
      parts[parts.length] = 'null';
      continue;
    }
    apply(setAdd, seen, [node]);
    parts[parts.length] = display(dataField(node, 'val'), maxDepth);
    queue[queue.length] = dataField(node, 'left') ?? null;
    queue[queue.length] = dataField(node, 'right') ?? null;
  }
  while (parts.length && parts[parts.length - 1] === 'null') parts.length--;
  for (; at < queue.length; at++)
    if (queue[at] !== null) {
      parts[parts.length] = CUT;
      break;
    }
  return '[' + join(parts, ',') + ']';
}
function items(count, depth, each) {
  const parts = [];
  for (let index = 0; index < count && index < maxItems && left > 0; index++) {
    parts[index] = each(index, depth + 1);
    left--;
  }
  if (count > parts.length) parts[parts.length] = CUT;
  return parts;
}
// Characters the value being written may still take: items and depth alone let a 100×100×100
// grid through as megabytes, written again at every step that shows it.
let left = 0;
function display(value, depth) {
  const before = left;
  const text = write(value, depth);
  // Nothing inside it counted: a leaf (or an empty container) counts its own text.
  if (left === before) left -= text.length;
  return text;
}
function write(value, depth) {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
    case 'boolean':
      return numberText(value);
    case 'bigint':
      return numberText(value);
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return apply(symbolToString, value, []);
    case 'function': {
      const name = dataField(value, 'name');
      return 'function ' + (typeof name === 'string' && name ? name : '(anonymous)');
    }
  }
  if (value === null) return 'null';
  if (isProxy(value)) return 'Proxy{' + CUT + '}';
  if (isArray(value) || isTypedArray(value)) {
    if (depth >= maxDepth) return '[' + CUT + ']';
    const length = isArray(value) ? dataField(value, 'length') : apply(typedLength, value, []);
    return (
      '[' +
      join(
        items(length, depth, (index, inner) =>
          display(isArray(value) ? dataField(value, index) : value[index], inner),
        ),
        ',',
      ) +
      ']'
    );
  }
  if (isMap(value)) {
    if (depth >= maxDepth) return '{' + CUT + '}';
    const pairs = [];
    apply(mapForEach, value, [
      (item, key) => {
        if (pairs.length < maxItems && left > 0)
          pairs[pairs.length] = display(key, depth + 1) + ': ' + display(item, depth + 1);
      },
    ]);
    if (apply(mapSize, value, []) > pairs.length) pairs[pairs.length] = CUT;
    return '{' + join(pairs, ', ') + '}';
  }
  if (isSet(value)) {
    if (depth >= maxDepth) return '{' + CUT + '}';
    const members = [];
    apply(setForEach, value, [
      (item) => {
        if (members.length < maxItems) members[members.length] = item;
      },
    ]);
    const size = apply(setSize, value, []);
    let numbers = true;
    for (let index = 0; index < members.length; index++)
      if (typeof members[index] !== 'number') numbers = false;
    if (size <= maxItems && numbers) apply(sortArray, members, [(a, b) => a - b]);
    const parts = [];
    for (let index = 0; index < members.length && left > 0; index++)
      parts[parts.length] = display(members[index], depth + 1);
    if (size > parts.length) parts[parts.length] = CUT;
    return '{' + join(parts, ', ') + '}';
  }
  if (isDate(value)) return apply(dateToIso, value, []);
  if (isNativeError(value))
    return className(value) + '(' + quote(toText(dataField(value, 'message') ?? '')) + ')';
  const name = className(value);
  if (isNodeShaped(value, ['val', 'next'])) return listNode(value);
  if (isNodeShaped(value, ['val', 'left', 'right'])) return treeNode(value);
  if (depth >= maxDepth) return name + '{' + CUT + '}';
  const keys = ownKeys(value);
  const fields = [];
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index];
    if (fields.length >= maxItems || left <= 0) {
      fields[fields.length] = CUT;
      break;
    }
    const descriptor = describeOwn(value, key);
    if (!descriptor || !descriptor.enumerable) continue;
    const text = hasOwn(descriptor, 'value') ? display(descriptor.value, depth + 1) : '(getter)';
    fields[fields.length] = keyText(key) + ': ' + text;
  }
  return name + '{' + join(fields, ', ') + '}';
}
function displayText(value) {
  left = maxChars;
  let text;
  try {
    text = display(value, 0);
  } catch {
    return '?';
  }
  return text.length > maxChars ? apply(stringSlice, text, [0, maxChars]) + CUT : text;
}
function describeError(error) {
  try {
    if (error !== null && typeof error === 'object' && !isProxy(error)) {
      const message = dataField(error, 'message');
      let name = '';
      for (let proto = error; proto && !name; proto = getPrototypeOf(proto)) {
        const own = dataField(proto, 'name');
        if (typeof own === 'string') name = own;
      }
      return (
        (name || 'Error') + ': ' + (typeof message === 'string' ? message : displayText(message))
      );
    }
    return 'Uncaught ' + displayText(error);
  } catch {
    return 'Uncaught exception';
  }
}

// ---- The trace channel: the head streamed, the end kept in a ring ----

let pending = [];
let pendingCount = 0;
function send(json) {
  const data = bufferFrom(json, 'utf8');
  pending[pendingCount++] = bufferFrom('\n#' + nonce + ' ' + data.length + '\n');
  pending[pendingCount++] = data;
  return data.length;
}
const pause = new Int32Array(new SharedArrayBuffer(4));
function flush() {
  if (!pendingCount) return;
  const data = apply(bufferConcat, Buffer, [apply(arraySlice, pending, [0, pendingCount])]);
  pending = [];
  pendingCount = 0;
  for (let at = 0; at < data.length;) {
    try {
      at += writeSync(2, data, at, data.length - at);
    } catch (error) {
      if (!error || error.code !== 'EAGAIN') return;
      atomicsWait(pause, 0, 0, 1);
    }
  }
}
// The run's last steps, oldest first from ringStart; at most tailSteps and halfBytes.
const ring = [];
let ringStart = 0;
let ringBytes = 0;
let total = 0;
let sentSteps = 0;
let sentBytes = 0;
let headOpen = true;
// Set while the tracer works: learner code it reaches (a Proxy's trap on a prototype) is not
// traced, or its steps would nest inside the one being written.
let busy = false;
let finished = false;
const captured = [];
let capturedBytes = 0;
let stdoutBytes = 0;

function capture(chunk, encoding) {
  const text =
    typeof chunk === 'string'
      ? chunk
      : apply(bufferToString, bufferFrom(chunk), [
          typeof encoding === 'string' ? encoding : 'utf8',
        ]);
  const size = byteLength(text, 'utf8');
  stdoutBytes += size;
  if (capturedBytes < MAX_STDOUT) {
    captured[captured.length] = text;
    capturedBytes += size;
  }
}

// ---- Frames and steps ----

const stack = [];
let nextFrameId = 0;
let raised = null;
let escaped = null;

function frameJson(frame, budget) {
  let locals = '';
  let count = 0;
  const add = (name, value) => {
    if (count >= MAX_LOCALS || typeof value === 'function') return;
    locals += (count++ ? ',' : '') + stringify(name) + ':' + stringify(budget.text(value));
  };
  if (frame.self) {
    try {
      const self = frame.self();
      if (self !== null && typeof self === 'object' && self !== globalThis) add('this', self);
    } catch {
      // `this` of a constructor before super(): not yet there to show.
    }
  }
  try {
    const values = frame.snap();
    for (let index = 0; index < frame.names.length; index++) add(frame.names[index], values[index]);
  } catch {
    // A binding not yet initialised: the frame shows what it could read.
  }
  return (
    '{"id":' +
    frame.id +
    ',"function":' +
    stringify(frame.name) +
    ',"line":' +
    frame.line +
    ',"locals":{' +
    locals +
    '}}'
  );
}

/** One step's values: each object written once, innermost frame first, stepChars in all. */
function stepBudget() {
  const texts = new SafeMap();
  let chars = stepChars;
  return {
    text(value) {
      if (chars <= 0) return CUT;
      const object = value !== null && (typeof value === 'object' || typeof value === 'function');
      let text = object ? apply(mapGet, texts, [value]) : undefined;
      if (text === undefined) {
        text = displayText(value);
        if (object) apply(mapSet, texts, [value, text]);
      }
      chars -= text.length;
      return text;
    },
  };
}

function step(event, line, extra) {
  busy = true;
  try {
    record(event, line, extra);
  } finally {
    busy = false;
  }
}

function record(event, line, extra) {
  total++;
  if ((total & 63) === 0) {
    const used = cpuUsage();
    if (used.user + used.system > deadlineUs) {
      finish('timeout', ',"message":"stopped at its time limit"');
      exit(0);
    }
  }
  const keepHead = headOpen && total <= headSteps;
  if (!keepHead && !tailSteps) return;
  const from = max(0, stack.length - MAX_FRAMES);
  const budget = stepBudget();
  const written = [];
  for (let index = stack.length - 1; index >= from; index--)
    written[index - from] = frameJson(stack[index], budget);
  const frames = join(written, ',');
  const json =
    '{"t":"step","event":"' +
    event +
    '","line":' +
    line +
    ',"frames":[' +
    frames +
    '],"out":' +
    stdoutBytes +
    (extra || '') +
    '}';
  const bytes = byteLength(json, 'utf8');
  if (keepHead && sentBytes + bytes <= halfBytes) {
    send(json);
    sentSteps++;
    sentBytes += bytes;
    if (total % FLUSH_EVERY === 0 || total === headSteps) flush();
    return;
  }
  if (headOpen) {
    headOpen = false;
    flush();
  }
  if (!tailSteps) return;
  ring[ring.length] = json;
  ringBytes += bytes;
  while (
    ring.length - ringStart > tailSteps ||
    (ringBytes > halfBytes && ring.length - ringStart > 1)
  ) {
    ringBytes -= byteLength(ring[ringStart], 'utf8');
    ring[ringStart++] = undefined;
  }
  // The ring's dropped slots are let go now and then, so that it stays at its size.
  if (ringStart > tailSteps) {
    const kept = apply(arraySlice, ring, [ringStart]);
    ring.length = 0;
    for (let index = 0; index < kept.length; index++) ring[index] = kept[index];
    ringStart = 0;
  }
}

function finish(reason, fields) {
  if (finished) return;
  finished = true;
  busy = true;
  const kept = ring.length - ringStart;
  const skipped = total - sentSteps - kept;
  if (skipped > 0) send('{"t":"skip","count":' + skipped + '}');
  for (let index = ringStart; index < ring.length; index++) send(ring[index]);
  const stdout = join(captured, '');
  send(
    '{"t":"end","reason":"' +
      reason +
      '","total":' +
      total +
      ',"stdout":' +
      stringify(stdout) +
      (fields || '') +
      '}',
  );
  flush();
}

const sites = config.sites;
const functions = config.functions;
const current = () => stack[stack.length - 1];

/** A frame entered while the tracer was busy: not kept, not stepped. */
const untraced = { done: true };

/** `write()`'s text, with the tracer busy while it runs. */
function busyText(write, value) {
  busy = true;
  try {
    return write(value);
  } finally {
    busy = false;
  }
}

// What the instrumented code calls; frozen, and reachable only through the wrapper's parameter.
const tracer = Object.freeze({
  // A function was entered.
  c(fnId, snap, self) {
    if (busy) return untraced;
    const fn = functions[fnId];
    const frame = {
      id: ++nextFrameId,
      name: fn.name,
      line: fn.line,
      endLine: fn.endLine,
      snap,
      names: fn.names,
      self,
      done: false,
    };
    stack[stack.length] = frame;
    if (stack.length === 1) escaped = null;
    step('call', fn.line);
    return frame;
  },
  // A statement is about to run.
  s(siteId, snap) {
    const frame = current();
    if (!frame || busy) return;
    const site = sites[siteId];
    frame.line = site.line;
    frame.snap = snap;
    frame.names = site.names;
    step('line', site.line);
  },
  // A loop's test is about to run.
  t(siteId, snap) {
    tracer.s(siteId, snap);
    return true;
  },
  // A return with its value.
  r(siteId, value) {
    const frame = current();
    if (!frame || busy) return value;
    const line = siteId >= 0 ? sites[siteId].line : frame.line;
    frame.line = line;
    frame.done = true;
    step('return', line, ',"returnValue":' + stringify(busyText(displayText, value)));
    return value;
  },
  // An exception leaves the frame.
  x(frame, error) {
    if (frame === untraced || busy) return;
    frame.done = true;
    if (raised === null || raised.error !== error) {
      const message = busyText(describeError, error);
      raised = { error, line: frame.line, message };
      step('exception', frame.line, ',"exception":' + stringify(message));
    }
    frame.threw = true;
  },
  // The frame is left: falling off its end returns undefined.
  l(frame) {
    if (frame === untraced) return;
    if (!frame.done) {
      frame.line = frame.endLine;
      step('return', frame.endLine, ',"returnValue":"undefined"');
    }
    while (stack.length && stack[stack.length - 1] !== frame) stack.length--;
    stack.length = max(0, stack.length - 1);
    if (stack.length === 0) escaped = frame.threw ? raised : null;
    raised = frame.threw ? raised : null;
  },
});

function endFields(source, exitCode) {
  let fields = '';
  if (source)
    fields += ',"message":' + stringify(source.message) + ',"line":' + (source.line ?? 'null');
  if (exitCode !== undefined) fields += ',"exitCode":' + toNumber(exitCode);
  return fields;
}

// What the process's exit and an uncaught exception run first. `process.emit` is pinned (neither
// writable nor configurable): a program that removed the listeners or replaced emit or on kept
// the last steps and the end record from ever going out.
let onExit = null;
let onUncaught = null;
defineProperty(process, 'emit', {
  value: function (event) {
    if (event === 'exit' && onExit) onExit(arguments[1]);
    else if (event === 'uncaughtException' && onUncaught) onUncaught(arguments[1]);
    return apply(emit, this, arguments);
  },
  writable: false,
  configurable: false,
});

function load(requireFn, filename) {
  const code = readFileSync(config.solution, 'utf8');
  const outer = new vm.Script('(function (' + config.tracer + ') {' + code + '\n})', {
    filename: config.learnerFile,
  }).runInThisContext();
  const inner = outer(tracer);
  const moduleObject = { exports: {} };
  return () =>
    inner.call(globalThis, moduleObject.exports, requireFn, moduleObject, filename, process.cwd());
}

if (config.mode === 'function') {
  // The harness loads its solution.js, which calls this once: the instrumented code runs there
  // and its top-level names become globals, as a script's would.
  let loaded = false;
  Object.defineProperty(globalThis, '__zcReplayLoad', {
    configurable: true,
    value() {
      delete globalThis.__zcReplayLoad;
      if (loaded) return;
      loaded = true;
      // The harness captures the solution's output per case; count it on its way there.
      const harnessWrite = process.stdout.write;
      process.stdout.write = function (chunk, encoding, callback) {
        capture(chunk, encoding);
        return apply(harnessWrite, this, [chunk, encoding, callback]);
      };
      const lookup = load(globalThis.require, config.learnerFile)();
      // An index loop: the learner's code has run, and may have replaced the array iterator.
      for (let index = 0; index < config.topLevel.length; index++) {
        const name = config.topLevel[index];
        const value = lookup(name);
        // A global the program made read-only stays as it made it, as a script's own var
        // would (sloppy mode ignores the write); throwing here failed the load instead.
        try {
          if (value !== undefined) globalThis[name] = value;
        } catch {
          // Left as the program set it.
        }
      }
    },
  });
  onExit = () => finish(escaped ? 'exception' : 'returned', endFields(escaped));
  require('./' + config.harness);
} else {
  process.stdout.write = (chunk, encoding, callback) => {
    capture(chunk, encoding);
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  process.stderr.write = (chunk, encoding, callback) => {
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  const moduleFrame = {
    id: ++nextFrameId,
    name: '<module>',
    line: 1,
    endLine: 1,
    snap: () => [],
    names: [],
    self: null,
    done: true,
  };
  const fail = (error) => {
    const message = describeError(error);
    const line =
      raised && raised.error === error
        ? raised.line
        : stack.length
          ? current().line
          : moduleFrame.line;
    finish('exception', endFields({ message, line }, 1));
    exit(1);
  };
  onUncaught = fail;
  onExit = (code) => finish('returned', endFields(null, code));
  let run;
  try {
    run = load(require, config.learnerFile);
  } catch (error) {
    fail(error);
  }
  stack[0] = moduleFrame;
  try {
    run();
  } catch (error) {
    if (!(raised && raised.error === error)) {
      raised = { error, line: moduleFrame.line, message: describeError(error) };
      step('exception', moduleFrame.line, ',"exception":' + stringify(raised.message));
    }
    fail(error);
  }
  stack.length = 0;
}
