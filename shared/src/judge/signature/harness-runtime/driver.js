/*
 * The JavaScript harness (CommonJS, run by node): LeetCode's ListNode and TreeNode, the learner's
 * solution.js loaded as a script so its top-level `var` and `class` declarations are reachable,
 * and a driver writing a frame per case. Calls run through vm with a timeout so a busy loop is
 * interrupted. The harness prepends `const SIGNATURE = {...};` and the LeetCode libraries' loader.
 */
'use strict';
const fs = require('fs');
const vm = require('vm');

function ListNode(val, next) {
  this.val = val === undefined ? 0 : val;
  this.next = next === undefined ? null : next;
}
function TreeNode(val, left, right) {
  this.val = val === undefined ? 0 : val;
  this.left = left === undefined ? null : left;
  this.right = right === undefined ? null : right;
}
// LeetCode's Node of Copy List with Random Pointer, named _Node in JavaScript.
function _Node(val, next, random) {
  this.val = val === undefined ? 0 : val;
  this.next = next === undefined ? null : next;
  this.random = random === undefined ? null : random;
}
globalThis.ListNode = ListNode;
globalThis.TreeNode = TreeNode;
// LeetCode's Node of Clone Graph, also named _Node in JavaScript: set where a signature uses it.
function GraphNode(val, neighbors) {
  this.val = val === undefined ? 0 : val;
  this.neighbors = neighbors === undefined ? [] : neighbors;
}
globalThis._Node = JSON.stringify(SIGNATURE).includes('"GraphNode"') ? GraphNode : _Node;

// The nodes of the current case's inputs: a deep-copy answer may hold none of them.
const inputNodes = new Set();
const NOT_A_COPY = 'The answer holds a node of the input: it must be a copy made of new nodes.';

class Input {
  constructor(data, at) {
    this.data = data;
    this.at = at;
  }
  skip() {
    while (this.at < this.data.length && this.data[this.at] <= 32) this.at++;
  }
  token() {
    this.skip();
    const start = this.at;
    while (this.at < this.data.length && this.data[this.at] > 32 && this.data[this.at] !== 58)
      this.at++;
    return this.data.toString('latin1', start, this.at);
  }
  isNull() {
    this.skip();
    if (this.data[this.at] === 110) {
      this.at++;
      return true;
    }
    return false;
  }
  string() {
    const length = Number(this.token());
    const start = this.at + 1;
    this.at = start + length;
    return this.data.toString('utf8', start, this.at);
  }
}

function shape(type) {
  const list = /^list<(list<)?(\w+)>+$/.exec(type);
  if (list) return [list[2], list[1] ? 2 : 1];
  const base = type.replace(/(\[\])+$/, '');
  return [base, (type.length - base.length) / 2];
}

function read(input, base, depth) {
  if (depth > 0) {
    if (input.isNull()) return null;
    const items = new Array(Number(input.token()));
    for (let index = 0; index < items.length; index++) items[index] = read(input, base, depth - 1);
    return items;
  }
  switch (base) {
    case 'integer':
    case 'uint32':
    case 'long':
    case 'double':
      return Number(input.token());
    case 'boolean':
      return input.token() !== '0';
    case 'character':
      return String.fromCharCode(Number(input.token()));
    case 'string':
      return input.isNull() ? null : input.string();
    case 'GraphNode': {
      const nodes = [];
      for (let count = Number(input.token()); count > 0; count--)
        nodes.push(new globalThis._Node(nodes.length + 1, []));
      for (const node of nodes) {
        for (let count = Number(input.token()); count > 0; count--)
          node.neighbors.push(nodes[Number(input.token()) - 1]);
        inputNodes.add(node);
      }
      return nodes.length ? nodes[0] : null;
    }
    case 'RandomListNode': {
      const nodes = [];
      for (let count = Number(input.token()); count > 0; count--) {
        const node = new globalThis._Node(Number(input.token()), null, null);
        node.random = input.isNull() ? null : Number(input.token());
        nodes.push(node);
        inputNodes.add(node);
      }
      nodes.forEach((node, index) => {
        node.next = nodes[index + 1] ?? null;
        node.random = node.random === null ? null : nodes[node.random];
      });
      return nodes.length ? nodes[0] : null;
    }
    case 'ListNode': {
      const dummy = new globalThis.ListNode(0);
      let tail = dummy;
      for (let count = Number(input.token()); count > 0; count--) {
        tail.next = new globalThis.ListNode(Number(input.token()));
        tail = tail.next;
      }
      return dummy.next;
    }
    default: {
      const nodes = [];
      for (let count = Number(input.token()); count > 0; count--) {
        nodes.push(input.isNull() ? null : new globalThis.TreeNode(Number(input.token())));
      }
      let child = 1;
      for (const node of nodes) {
        if (child >= nodes.length) break;
        if (!node) continue;
        node.left = nodes[child++];
        if (child < nodes.length) node.right = nodes[child++];
      }
      return nodes.length ? nodes[0] : null;
    }
  }
}

// The node of a tree holding this value (a nodeIn parameter; the values are distinct).
function findNode(root, value) {
  const order = [root];
  for (const node of order) {
    if (!node) continue;
    if (node.val === value) return node;
    order.push(node.left, node.right);
  }
  return null;
}

// Linked List Cycle's input: the tail links back to the node at index pos (-1: no cycle).
function linkCycle(head, pos) {
  if (pos < 0 || !head) return;
  let target = null;
  let tail = head;
  for (let index = 0; ; index++) {
    if (index === pos) target = tail;
    if (!tail.next) break;
    tail = tail.next;
  }
  tail.next = target;
}

// The function's arguments: every parameter but cycleIn ones, which shape their list instead.
function functionArgs(input) {
  const values = {};
  const args = [];
  for (const param of SIGNATURE.params) {
    const value = param.nodeIn
      ? findNode(values[param.nodeIn], Number(input.token()))
      : read(input, ...shape(param.type));
    values[param.name] = value;
    if (param.cycleIn) linkCycle(values[param.cycleIn], value);
    else args.push(value);
  }
  return args;
}

// codec-text.ts's codecReturnedInput, in the same words.
const RETURNED_INPUT =
  'The decoder returned the very object the encoder was given: it must build a new one from the string.';

function integer(value) {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new TypeError('Expected an integer, got ' + String(value));
  return BigInt(Math.trunc(value)).toString();
}

/**
 * A list or tree node's value. A codec that splits text and builds `new TreeNode("1")` is accepted
 * on LeetCode, whose writer prints the string as the number: so is it here.
 */
function nodeValue(value) {
  return typeof value === 'string' && /^-?\d+$/.test(value)
    ? BigInt(value).toString()
    : integer(value);
}

function write(value, base, depth, out) {
  if (depth > 0) {
    if (value === null || value === undefined) return out.push('n');
    out.push(String(value.length));
    for (const item of value) write(item, base, depth - 1, out);
    return;
  }
  switch (base) {
    case 'integer':
    case 'uint32':
    case 'long':
      return out.push(integer(value));
    case 'double':
      return out.push(String(Number(value)));
    case 'boolean':
      return out.push(value ? '1' : '0');
    case 'character':
      return out.push(String(String(value).charCodeAt(0)));
    case 'string': {
      if (value === null || value === undefined) return out.push('n');
      const bytes = Buffer.from(String(value), 'utf8');
      return out.push(bytes.length + ':', bytes);
    }
    case 'GraphNode': {
      // The clone's adjacency list, by node value, from a walk over every reachable node.
      const seen = new Set(value ? [value] : []);
      for (const node of seen) {
        if (inputNodes.has(node)) throw new Error(NOT_A_COPY);
        for (const neighbor of node.neighbors) seen.add(neighbor);
      }
      const nodes = [...seen].sort((a, b) => a.val - b.val);
      out.push(String(nodes.length));
      for (const node of nodes) {
        out.push(String(node.neighbors.length));
        for (const neighbor of node.neighbors) out.push(integer(neighbor.val));
      }
      return;
    }
    case 'RandomListNode': {
      const index = new Map();
      for (let node = value; node; node = node.next) {
        if (inputNodes.has(node)) throw new Error(NOT_A_COPY);
        if (index.has(node)) throw new Error('Found cycle in the Node list');
        index.set(node, index.size);
      }
      out.push(String(index.size));
      for (const node of index.keys()) {
        out.push(integer(node.val));
        if (!node.random) out.push('n');
        else if (index.has(node.random)) out.push(String(index.get(node.random)));
        else
          throw new Error(
            inputNodes.has(node.random) ? NOT_A_COPY : 'A random pointer leads out of the list',
          );
      }
      return;
    }
    case 'ListNode': {
      const values = [];
      for (let node = value; node; node = node.next) {
        if (values.length >= 1000000) throw new Error('Found cycle in the ListNode');
        values.push(nodeValue(node.val));
      }
      return out.push(String(values.length), ...values);
    }
    default: {
      const order = value ? [value] : [];
      for (let index = 0; index < order.length; index++) {
        if (!order[index]) continue;
        if (order.length > 2000000) throw new Error('Found cycle in the TreeNode');
        order.push(order[index].left, order[index].right);
      }
      out.push(String(order.length));
      for (const node of order) out.push(node ? nodeValue(node.val) : 'n');
    }
  }
}

function encode(out) {
  const parts = [];
  for (const item of out) {
    parts.push(typeof item === 'string' ? Buffer.from(item) : item);
    if (!(typeof item === 'string' && item.endsWith(':'))) parts.push(Buffer.from(' '));
  }
  return Buffer.concat(parts);
}

function describe(error) {
  if (!(error instanceof Error)) return 'Uncaught ' + String(error);
  const frames = String(error.stack || '')
    .split('\n')
    .filter((line) => /^\s+at .*solution\.js/.test(line));
  return [error.name + ': ' + error.message, ...frames].join('\n');
}

// Lock-step input (protocol/README.md): the header, then each case only after the last result.
const pause = new Int32Array(new SharedArrayBuffer(4));
function readInto(buffer, at, length) {
  for (;;) {
    try {
      const count = fs.readSync(0, buffer, at, length, null);
      // The runner closed stdin: it wants no more cases.
      if (count === 0) process.exit(0);
      return count;
    } catch (error) {
      if (error.code !== 'EAGAIN') throw error;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}
// Replacing process.stdout.write below makes Node open fd 1 as a stream, which switches the
// runner's socket to non-blocking: one writeSync then takes only what the socket has room for
// (128 KiB with a runner on Node 24, whose libuv sizes its socket buffers so) and drops the rest
// of a large frame, or throws EAGAIN. A frame goes out whole, waiting while the runner reads.
function writeAll(bytes) {
  for (let at = 0; at < bytes.length;) {
    try {
      at += fs.writeSync(1, bytes, at, bytes.length - at);
    } catch (error) {
      if (error.code !== 'EAGAIN') throw error;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}
function readUntil(stop) {
  const bytes = [];
  const one = Buffer.alloc(1);
  for (;;) {
    readInto(one, 0, 1);
    if (one[0] === stop) return Buffer.from(bytes);
    bytes.push(one[0]);
  }
}
function readExact(length) {
  const buffer = Buffer.alloc(length);
  for (let got = 0; got < length;) got += readInto(buffer, got, length - got);
  return buffer;
}

function main() {
  const nonce = readUntil(10).toString('latin1');
  const header = readUntil(10).toString('latin1').split(' ').map(Number);
  const timeLimitUs = header[0] * 1000;
  const outputLimit = header[1];
  const cases = header[2];
  let input = null;
  const captured = { stdout: [], stderr: [], size: 0 };
  for (const name of ['stdout', 'stderr']) {
    process[name].write = (chunk, encoding, callback) => {
      const bytes = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
      captured.size += bytes.length;
      if (captured[name].length < 4096) captured[name].push(bytes);
      if (typeof encoding === 'function') encoding();
      else if (typeof callback === 'function') callback();
      return true;
    };
  }
  const frame = (caseIndex, status, cpuUs, answer, error) => {
    const keep = (chunks) => Buffer.from(Buffer.concat(chunks).subarray(0, 65536).toString('utf8'));
    if (status === 'ok' && captured.size > outputLimit) {
      status = 'ole';
      answer = Buffer.alloc(0);
    }
    const out = keep(captured.stdout);
    const err = keep(captured.stderr);
    const errorBytes = Buffer.from(error || '', 'utf8');
    const rss = process.resourceUsage().maxRSS;
    const header =
      '\n#' +
      [
        nonce,
        caseIndex,
        status,
        Math.round(cpuUs),
        rss,
        answer.length,
        out.length,
        err.length,
        errorBytes.length,
      ].join(' ') +
      '\n';
    writeAll(Buffer.concat([Buffer.from(header), answer, out, err, errorBytes]));
  };
  let solution;
  try {
    solution = new vm.Script(fs.readFileSync('solution.js', 'utf8'), { filename: 'solution.js' });
  } catch (error) {
    // The stack of a syntax error starts with "solution.js:<line>", the line and a caret.
    const where = String((error && error.stack) || '')
      .split('\n')
      .filter((line) => !/^\s+at /.test(line));
    return frame(-1, 'ce', 0, Buffer.alloc(0), where.join('\n').trim() || describe(error));
  }
  try {
    solution.runInThisContext();
  } catch (error) {
    return frame(-1, 're', 0, Buffer.alloc(0), describe(error));
  }
  // Loaded: the runner starts the first case's clock only now.
  frame(-1, 'ok', 0, Buffer.alloc(0), '');
  const lookup = (name) =>
    vm.runInThisContext('typeof ' + name + " === 'undefined' ? undefined : " + name);
  const guarded = new vm.Script('globalThis.__zcCase()', { filename: 'zc-harness.js' });
  let used = 0;
  const timed = (fn) => {
    const start = process.cpuUsage();
    try {
      return fn();
    } finally {
      const spent = process.cpuUsage(start);
      used += spent.user + spent.system;
    }
  };
  const runCase = (out) => {
    if (SIGNATURE.kind === 'codec') {
      // LeetCode's JavaScript codecs are two plain functions: encode, then decode its string.
      const { encode, decode } = SIGNATURE;
      const valueShape = shape(encode.params[0].type);
      const value = read(input, ...valueShape);
      const encoder = lookup(encode.name);
      const decoder = lookup(decode.name);
      if (typeof encoder !== 'function') throw new ReferenceError(encode.name + ' is not defined');
      if (typeof decoder !== 'function') throw new ReferenceError(decode.name + ' is not defined');
      const data = timed(() => encoder(value));
      const result = timed(() => decoder(data));
      if (result !== null && typeof result === 'object' && result === value)
        throw new Error(RETURNED_INPUT);
      write(result, ...valueShape, out);
      return;
    }
    if (SIGNATURE.kind === 'function') {
      const params = functionArgs(input);
      const fn = lookup(SIGNATURE.name);
      if (typeof fn !== 'function') throw new ReferenceError(SIGNATURE.name + ' is not defined');
      const result = timed(() => fn(...params));
      const index = SIGNATURE.outputParamIndex;
      const type = index === undefined ? SIGNATURE.return.type : SIGNATURE.params[index].type;
      if (index === undefined && SIGNATURE.return.nodeIn) {
        // A node of a parameter's tree, answered as its value.
        out.push(result ? integer(result.val) : 'n');
      } else if (type !== 'void') {
        write(index === undefined ? result : params[index], ...shape(type), out);
      }
      return;
    }
    const Design = lookup(SIGNATURE.className);
    let target = null;
    for (let calls = Number(input.token()); calls > 0; calls--) {
      const methodIndex = Number(input.token());
      if (methodIndex === 0) {
        const params = SIGNATURE.constructorParams.map((param) =>
          read(input, ...shape(param.type)),
        );
        target = timed(() => new Design(...params));
        continue;
      }
      const method = SIGNATURE.methods[methodIndex - 1];
      const params = method.params.map((param) => read(input, ...shape(param.type)));
      const result = timed(() => target[method.name](...params));
      if (method.return.type !== 'void') write(result, ...shape(method.return.type), out);
    }
  };
  // The whole case runs under one vm timeout (wall clock, generous): it interrupts a busy loop,
  // while the CPU time measured around the solution's calls decides the verdict.
  const timeoutMs = Math.ceil(timeLimitUs / 1000) * 3 + 1000;
  for (let caseIndex = 0; caseIndex < cases; caseIndex++) {
    captured.stdout = [];
    captured.stderr = [];
    captured.size = 0;
    used = 0;
    inputNodes.clear();
    // Cases are length-prefixed: a case abandoned half-way cannot shift the next one.
    const length = Number(readUntil(58).toString('latin1'));
    input = new Input(readExact(length + 1), 0);
    const out = [];
    globalThis.__zcCase = () => runCase(out);
    try {
      guarded.runInThisContext({ timeout: timeoutMs });
    } catch (error) {
      if (error && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
        frame(caseIndex, 'tle', Math.max(used, timeLimitUs + 1), Buffer.alloc(0), '');
        process.exit(0);
      }
      frame(caseIndex, 're', used, Buffer.alloc(0), describe(error));
      continue;
    }
    frame(caseIndex, 'ok', used, encode(out), '');
  }
}

main();
