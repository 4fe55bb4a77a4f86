/*
 * Replay's Java recorder: a JDI debugger that starts the program Run would run as a second JVM
 * (JDWP over a loopback socket), stops at every line of the learner's own file and writes one record
 * per step on a private duplicate of this process's stderr (the trace channel), each framed
 * "\n#<nonce> <byteLength>\n<json>". Usage:
 *   java ZcReplay function Solution.java -- /usr/bin/java ... Main   (the harness around the solution)
 *   java ZcReplay program Main.java -- /usr/bin/java ... Main        (a whole program reading stdin)
 * Settings come from ZC_REPLAY_* variables, which the traced JVM never sees. Only classes compiled
 * from the learner's file get breakpoints: the harness and java.* run at full speed between them.
 */
import com.sun.jdi.*;
import com.sun.jdi.connect.*;
import com.sun.jdi.event.*;
import com.sun.jdi.request.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class ZcReplay {

  static final String CUT = "\u2026";
  static final int MAX_TEXT = 200, MAX_LOCALS = 100, MAX_FRAMES = 64;

  final String nonce;
  final int head, tail, maxItems, maxDepth, maxChars, stepChars;
  final long maxBytes, deadlineMs;
  final String learnerFile;
  final boolean program;
  final OutputStream channel = new FileOutputStream(FileDescriptor.err);
  final ByteArrayOutputStream pending = new ByteArrayOutputStream();
  final ArrayDeque<byte[]> ring = new ArrayDeque<>();
  long ringBytes, sentBytes;
  boolean headOpen = true;
  long total, sent;
  int nextId;
  final ArrayList<Integer> frameIds = new ArrayList<>();
  final Set<ReferenceType> learnerTypes = new HashSet<>();
  final ByteArrayOutputStream programOut = new ByteArrayOutputStream();
  /** The solution's output as the harness captured it for the case (function mode). */
  String caseStdout = "";
  BreakpointRequest caseFrame;
  final Set<Method> implicit = new HashSet<>();
  final Map<Long, String> boxes = new HashMap<>();
  ObjectReference capturedOut;
  String raisedMessage;
  Integer raisedLine;
  ObjectReference raised;
  String uncaughtMessage;
  Integer uncaughtLine;
  int left;

  ZcReplay(Map<String, String> env, boolean program, String learnerFile) {
    nonce = env.getOrDefault("ZC_REPLAY_NONCE", "");
    head = number(env, "HEAD_STEPS", 1000);
    tail = Math.max(0, number(env, "MAX_STEPS", 10000) - head);
    maxItems = number(env, "MAX_ITEMS", 100);
    maxDepth = number(env, "MAX_DEPTH", 3);
    maxChars = number(env, "MAX_CHARS", 2000);
    stepChars = 8 * maxChars;
    // Half for the head, half for the ring: ten thousand steps of deep frames would pass the
    // sandbox's output cap, which kills the run and loses the trace's end.
    maxBytes = number(env, "MAX_BYTES", 16 << 20) / 2;
    deadlineMs = number(env, "DEADLINE_MS", 10000);
    this.program = program;
    this.learnerFile = learnerFile;
  }

  static int number(Map<String, String> env, String name, int fallback) {
    try {
      return Integer.parseInt(env.getOrDefault("ZC_REPLAY_" + name, ""));
    } catch (NumberFormatException notSet) {
      return fallback;
    }
  }

  // ---- JSON --------------------------------------------------------------------------------

  static String quote(String text) {
    StringBuilder out = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        default:
          if (c < 0x20 || Character.isSurrogate(c)) out.append(String.format("\\u%04x", (int) c));
          else out.append(c);
      }
    }
    return out.append('"').toString();
  }

  byte[] frameBytes(String json) {
    byte[] data = json.getBytes(StandardCharsets.UTF_8);
    byte[] header = ("\n#" + nonce + " " + data.length + "\n").getBytes(StandardCharsets.ISO_8859_1);
    byte[] framed = Arrays.copyOf(header, header.length + data.length);
    System.arraycopy(data, 0, framed, header.length, data.length);
    return framed;
  }

  void flush() {
    try {
      pending.writeTo(channel);
      channel.flush();
    } catch (IOException closed) {
      // The core reads what reached it; nothing else can be done about a closed channel.
    }
    pending.reset();
  }

  // ---- Values, as LeetCode writes them -------------------------------------------------------

  String text(Value value) {
    left = maxChars;
    String text;
    try {
      text = write(value, 0);
    } catch (RuntimeException unreadable) {
      return "?";
    }
    return text.length() <= maxChars ? text : text.substring(0, maxChars) + CUT;
  }

  String write(Value value, int depth) {
    int before = left;
    String text = writeValue(value, depth);
    // A leaf (or an empty container) counts its own text; a container counted its items.
    if (left == before) left -= text.length();
    return text;
  }

  String writeValue(Value value, int depth) {
    if (value == null) return "null";
    if (value instanceof BooleanValue) return ((BooleanValue) value).value() ? "true" : "false";
    if (value instanceof CharValue) return quote(String.valueOf(((CharValue) value).value()));
    if (value instanceof PrimitiveValue) return value.toString();
    // A String's bytes, only as many as are shown: value() would copy all 50 MiB of one at every step.
    if (value instanceof StringReference) return string(stringText((ObjectReference) value));
    if (value instanceof ArrayReference) {
      ArrayReference array = (ArrayReference) value;
      if (depth >= maxDepth) return "[" + CUT + "]";
      int length = array.length();
      List<Value> items = array.getValues(0, Math.min(length, maxItems));
      return "[" + String.join(",", items(items, length, depth)) + "]";
    }
    ObjectReference object = (ObjectReference) value;
    ReferenceType type = object.referenceType();
    String name = type.name();
    switch (name) {
      case "java.lang.Integer": case "java.lang.Long": case "java.lang.Short":
      case "java.lang.Byte": case "java.lang.Double": case "java.lang.Float":
      case "java.lang.Boolean": case "java.lang.Character":
        // Boxes never change: one read per box, not one per step (each read is a JDWP round trip).
        String known = boxes.get(object.uniqueID());
        if (known == null) {
          known = writeValue(field(object, "value"), depth);
          if (boxes.size() < 100_000) boxes.put(object.uniqueID(), known);
        }
        return known;
      case "java.lang.StringBuilder": case "java.lang.StringBuffer":
        return string(stringText(object));
      case "java.util.ArrayList": case "java.util.Arrays$ArrayList": case "java.util.Vector":
        return arrayList(object, depth);
      case "java.util.LinkedList": return linkedList(object, depth);
      case "java.util.ArrayDeque": return arrayDeque(object, depth);
      case "java.util.PriorityQueue": return priorityQueue(object, depth);
      case "java.util.HashMap": case "java.util.LinkedHashMap":
        return depth >= maxDepth ? "{" + CUT + "}" : "{" + String.join(", ", hashMap(object, depth, true)) + "}";
      case "java.util.HashSet": case "java.util.LinkedHashSet":
        return depth >= maxDepth ? "{" + CUT + "}"
            : "{" + String.join(", ", hashMap((ObjectReference) field(object, "map"), depth, false)) + "}";
      case "java.util.TreeMap":
        return depth >= maxDepth ? "{" + CUT + "}" : "{" + String.join(", ", treeMap(object, depth, true)) + "}";
      case "java.util.TreeSet":
        return depth >= maxDepth ? "{" + CUT + "}"
            : "{" + String.join(", ", treeMap((ObjectReference) field(object, "m"), depth, false)) + "}";
      default:
    }
    String simple = name.substring(name.lastIndexOf('.') + 1);
    if (simple.equals("ListNode") && type.fieldByName("next") != null) return listNode(object);
    if (simple.equals("TreeNode") && type.fieldByName("left") != null) return treeNode(object);
    if (!learnerTypes.contains(type)) return "<" + simple.substring(simple.lastIndexOf('$') + 1) + ">";
    String shown = simple.substring(simple.lastIndexOf('$') + 1);
    if (depth >= maxDepth) return shown + "{" + CUT + "}";
    List<String> parts = new ArrayList<>();
    List<Field> fields = new ArrayList<>();
    for (Field field : type.allFields()) {
      if (!field.isStatic() && !field.isSynthetic()) fields.add(field);
    }
    for (Field field : fields) {
      if (parts.size() >= maxItems || left <= 0) {
        parts.add(CUT);
        break;
      }
      parts.add(field.name() + ": " + write(object.getValue(field), depth + 1));
      left--;
    }
    return shown + "{" + String.join(", ", parts) + "}";
  }

  String string(String value) {
    return value.length() > MAX_TEXT ? quote(value.substring(0, MAX_TEXT)) + CUT : quote(value);
  }

  static Value field(ObjectReference object, String name) {
    Field field = object.referenceType().fieldByName(name);
    return field == null ? null : object.getValue(field);
  }

  static int intField(ObjectReference object, String name) {
    Value value = field(object, name);
    return value instanceof PrimitiveValue ? ((PrimitiveValue) value).intValue() : 0;
  }

  List<String> items(List<? extends Value> values, int size, int depth) {
    List<String> parts = new ArrayList<>();
    for (Value item : values) {
      if (parts.size() >= maxItems || left <= 0) break;
      parts.add(write(item, depth + 1));
      left--;
    }
    if (size > parts.size()) parts.add(CUT);
    return parts;
  }

  String arrayList(ObjectReference list, int depth) {
    if (depth >= maxDepth) return "[" + CUT + "]";
    String store = list.referenceType().fieldByName("elementData") != null ? "elementData" : "a";
    ArrayReference data = (ArrayReference) field(list, store);
    int size = store.equals("a") ? (data == null ? 0 : data.length())
        : intField(list, list.referenceType().name().equals("java.util.Vector") ? "elementCount" : "size");
    List<Value> values = size == 0 || data == null ? List.of() : data.getValues(0, Math.min(size, maxItems));
    return "[" + String.join(",", items(values, size, depth)) + "]";
  }

  String linkedList(ObjectReference list, int depth) {
    if (depth >= maxDepth) return "[" + CUT + "]";
    int size = intField(list, "size");
    List<Value> values = new ArrayList<>();
    ObjectReference node = (ObjectReference) field(list, "first");
    while (node != null && values.size() < maxItems) {
      values.add(field(node, "item"));
      node = (ObjectReference) field(node, "next");
    }
    return "[" + String.join(",", items(values, size, depth)) + "]";
  }

  String arrayDeque(ObjectReference deque, int depth) {
    if (depth >= maxDepth) return "[" + CUT + "]";
    ArrayReference elements = (ArrayReference) field(deque, "elements");
    int capacity = elements.length(), first = intField(deque, "head"), last = intField(deque, "tail");
    int size = Math.floorMod(last - first, capacity);
    List<Value> values = new ArrayList<>();
    for (int i = 0; i < Math.min(size, maxItems); i++) values.add(elements.getValue((first + i) % capacity));
    return "[" + String.join(",", items(values, size, depth)) + "]";
  }

  String priorityQueue(ObjectReference queue, int depth) {
    if (depth >= maxDepth) return "[" + CUT + "]";
    ArrayReference data = (ArrayReference) field(queue, "queue");
    int size = intField(queue, "size");
    List<Value> values = size == 0 ? List.of() : data.getValues(0, Math.min(size, maxItems));
    return "[" + String.join(",", items(values, size, depth)) + "]";
  }

  /** A HashMap's entries in its own iteration order (bucket by bucket, each bucket's chain). */
  List<String> hashMap(ObjectReference map, int depth, boolean withValues) {
    List<String> parts = new ArrayList<>();
    int size = intField(map, "size");
    Value table = field(map, "table");
    if (table instanceof ArrayReference) {
      for (Value bucket : ((ArrayReference) table).getValues()) {
        for (ObjectReference node = (ObjectReference) bucket; node != null; ) {
          if (parts.size() >= maxItems || left <= 0) break;
          // A bucket's node in one round trip: its key, value and next together.
          ReferenceType nodeType = node.referenceType();
          List<Field> wanted = List.of(nodeType.fieldByName("key"), nodeType.fieldByName("value"),
              nodeType.fieldByName("next"));
          Map<Field, Value> read = node.getValues(wanted);
          String key = write(read.get(wanted.get(0)), depth + 1);
          left--;
          parts.add(withValues ? key + ": " + write(read.get(wanted.get(1)), depth + 1) : key);
          node = (ObjectReference) read.get(wanted.get(2));
        }
        if (parts.size() >= maxItems || left <= 0) break;
      }
    }
    if (size > parts.size()) parts.add(CUT);
    return parts;
  }

  String entry(ObjectReference node, int depth, boolean withValues) {
    String key = write(field(node, "key"), depth + 1);
    left--;
    return withValues ? key + ": " + write(field(node, "value"), depth + 1) : key;
  }

  List<String> treeMap(ObjectReference map, int depth, boolean withValues) {
    List<String> parts = new ArrayList<>();
    int size = intField(map, "size");
    ArrayDeque<ObjectReference> path = new ArrayDeque<>();
    ObjectReference node = (ObjectReference) field(map, "root");
    while ((node != null || !path.isEmpty()) && parts.size() < maxItems && left > 0) {
      while (node != null) {
        path.push(node);
        node = (ObjectReference) field(node, "left");
      }
      node = path.pop();
      parts.add(entry(node, depth, withValues));
      node = (ObjectReference) field(node, "right");
    }
    if (size > parts.size()) parts.add(CUT);
    return parts;
  }

  /**
   * The first characters of a String's or a StringBuilder's bytes (Latin-1, or UTF-16 in the
   * platform's byte order): a String is all of its bytes, a StringBuilder its first `count`.
   */
  static String stringText(ObjectReference holder) {
    ArrayReference bytes = (ArrayReference) field(holder, "value");
    boolean utf16 = intField(holder, "coder") == 1;
    int count = holder instanceof StringReference ? bytes.length() >> (utf16 ? 1 : 0) : intField(holder, "count");
    int length = Math.min(utf16 ? count * 2 : count, Math.min(bytes.length(), (MAX_TEXT + 1) * 2));
    byte[] raw = new byte[length];
    List<Value> values = length == 0 ? List.of() : bytes.getValues(0, length);
    for (int i = 0; i < length; i++) raw[i] = ((ByteValue) values.get(i)).value();
    // Past MAX_TEXT characters string() cuts it and marks the cut.
    return new String(raw, utf16 ? StandardCharsets.UTF_16LE : StandardCharsets.ISO_8859_1);
  }

  String listNode(ObjectReference head) {
    List<String> parts = new ArrayList<>();
    Set<Long> seen = new HashSet<>();
    ObjectReference node = head;
    while (node != null && parts.size() < maxItems && left > 0 && seen.add(node.uniqueID())) {
      parts.add(write(field(node, "val"), maxDepth));
      node = (ObjectReference) field(node, "next");
    }
    if (node != null) parts.add(CUT);
    return "[" + String.join(",", parts) + "]";
  }

  String treeNode(ObjectReference root) {
    List<String> parts = new ArrayList<>();
    ArrayDeque<Optional<ObjectReference>> queue = new ArrayDeque<>();
    Set<Long> seen = new HashSet<>();
    queue.add(Optional.of(root));
    while (!queue.isEmpty() && parts.size() < maxItems && left > 0) {
      ObjectReference node = queue.poll().orElse(null);
      if (node == null || !seen.add(node.uniqueID())) {
        parts.add("null");
        continue;
      }
      parts.add(write(field(node, "val"), maxDepth));
      queue.add(Optional.ofNullable((ObjectReference) field(node, "left")));
      queue.add(Optional.ofNullable((ObjectReference) field(node, "right")));
    }
    while (!parts.isEmpty() && parts.get(parts.size() - 1).equals("null")) parts.remove(parts.size() - 1);
    if (queue.stream().anyMatch(Optional::isPresent)) parts.add(CUT);
    return "[" + String.join(",", parts) + "]";
  }

  // ---- Steps ---------------------------------------------------------------------------------

  static String sourceName(ReferenceType type) {
    try {
      return type.sourceName();
    } catch (AbsentInformationException noSource) {
      return "";
    }
  }

  boolean mine(Location location) {
    return learnerTypes.contains(location.declaringType());
  }

  String framesJson(ThreadReference thread) throws IncompatibleThreadStateException {
    List<StackFrame> chain = new ArrayList<>();
    for (StackFrame frame : thread.frames()) {
      if (chain.size() >= MAX_FRAMES) break;
      if (mine(frame.location())) chain.add(frame);
    }
    Collections.reverse(chain);
    // Activations entered before a method-entry event was seen (or left by an exception) are
    // matched by depth: the ids only have to tell one activation's locals from another's.
    while (frameIds.size() > chain.size()) frameIds.remove(frameIds.size() - 1);
    while (frameIds.size() < chain.size()) frameIds.add(++nextId);
    // One text per object per step: a grid passed down a recursion is in every frame.
    Map<Long, String> texts = new HashMap<>();
    int[] budget = {stepChars};
    StringBuilder out = new StringBuilder("[");
    for (int index = 0; index < chain.size(); index++) {
      StackFrame frame = chain.get(index);
      Location location = frame.location();
      StringBuilder locals = new StringBuilder();
      List<Map.Entry<String, Value>> named = new ArrayList<>();
      ObjectReference self = frame.thisObject();
      if (self != null && !self.referenceType().name().equals("Solution")) named.add(Map.entry("this", self));
      try {
        List<LocalVariable> visible = frame.visibleVariables();
        Map<LocalVariable, Value> values = frame.getValues(visible);
        for (LocalVariable variable : visible) {
          if (named.size() >= MAX_LOCALS) break;
          named.add(new AbstractMap.SimpleEntry<>(variable.name(), values.get(variable)));
        }
      } catch (AbsentInformationException noLocals) {
        // Compiled without -g: the frame shows its line only.
      }
      for (Map.Entry<String, Value> local : named) {
        String text;
        if (budget[0] <= 0) {
          text = CUT;
        } else if (local.getValue() instanceof ObjectReference) {
          long key = ((ObjectReference) local.getValue()).uniqueID();
          text = texts.computeIfAbsent(key, unused -> text(local.getValue()));
        } else {
          text = text(local.getValue());
        }
        budget[0] -= text.length();
        if (locals.length() > 0) locals.append(',');
        locals.append(quote(local.getKey())).append(':').append(quote(text));
      }
      if (index > 0) out.append(',');
      out.append("{\"id\":").append(frameIds.get(index))
          .append(",\"function\":").append(quote(location.method().name()))
          .append(",\"line\":").append(Math.max(0, location.lineNumber()))
          .append(",\"locals\":{").append(locals).append("}}");
    }
    return out.append(']').toString();
  }

  long stdoutBytes(ThreadReference thread, VirtualMachine vm) {
    if (program) {
      synchronized (programOut) {
        return programOut.size();
      }
    }
    // The harness captures the solution's System.out per case; its byte count is exact at a stop.
    if (capturedOut == null) {
      List<ReferenceType> main = vm.classesByName("Main");
      if (main.isEmpty()) return 0;
      capturedOut = (ObjectReference) main.get(0).getValue(main.get(0).fieldByName("capturedOut"));
      if (capturedOut == null) return 0;
    }
    return ((LongValue) field(capturedOut, "size")).value();
  }

  void step(String event, Location location, ThreadReference thread, VirtualMachine vm, String extra)
      throws IncompatibleThreadStateException {
    total++;
    boolean keepHead = headOpen && total <= head;
    if (!keepHead && tail == 0) return;
    String record = "{\"t\":\"step\",\"event\":\"" + event + "\",\"line\":" + Math.max(0, location.lineNumber())
        + ",\"frames\":" + framesJson(thread) + ",\"out\":" + stdoutBytes(thread, vm) + extra + "}";
    byte[] data = frameBytes(record);
    if (keepHead && sentBytes + data.length <= maxBytes) {
      pending.writeBytes(data);
      sent++;
      sentBytes += data.length;
      if (total % 100 == 0 || total == head) flush();
      return;
    }
    if (headOpen) {
      headOpen = false;
      flush();
    }
    if (tail == 0) return;
    ring.add(data);
    ringBytes += data.length;
    while (ring.size() > tail || (ringBytes > maxBytes && ring.size() > 1)) ringBytes -= ring.poll().length;
  }

  void finish(String reason, String message, Integer line, Integer exitCode) {
    long skipped = total - sent - ring.size();
    if (skipped > 0) pending.writeBytes(frameBytes("{\"t\":\"skip\",\"count\":" + skipped + "}"));
    for (byte[] data : ring) pending.writeBytes(data);
    ring.clear();
    String stdout;
    synchronized (programOut) {
      stdout = new String(programOut.toByteArray(), StandardCharsets.UTF_8);
    }
    StringBuilder end = new StringBuilder("{\"t\":\"end\",\"reason\":\"").append(reason)
        .append("\",\"total\":").append(total).append(",\"stdout\":").append(quote(program ? stdout : caseStdout));
    if (message != null) end.append(",\"message\":").append(quote(message));
    end.append(",\"line\":").append(line == null ? "null" : line.toString());
    if (exitCode != null) end.append(",\"exitCode\":").append(exitCode);
    pending.writeBytes(frameBytes(end.append('}').toString()));
    flush();
  }

  String describe(ObjectReference thrown) {
    String name = thrown.referenceType().name();
    Value message = null;
    for (ReferenceType type = thrown.referenceType(); type != null && message == null; ) {
      Field detail = type.fieldByName("detailMessage");
      if (detail != null) message = thrown.getValue(detail);
      type = type instanceof ClassType ? ((ClassType) type).superclass() : null;
    }
    return message instanceof StringReference ? name + ": " + ((StringReference) message).value() : name;
  }

  Integer innermostLearnerLine(ThreadReference thread) throws IncompatibleThreadStateException {
    for (StackFrame frame : thread.frames()) {
      if (mine(frame.location())) return frame.location().lineNumber();
    }
    return null;
  }

  // ---- The debugger ----------------------------------------------------------------------------

  void prepared(ReferenceType type, EventRequestManager requests) {
    if (!sourceName(type).equals(learnerFile)) {
      harnessPrepared(type, requests);
      return;
    }
    learnerTypes.add(type);
    try {
      for (Method method : type.methods()) {
        // A constructor javac wrote (one line, the class's own): nothing of the learner's runs.
        if (method.isConstructor() && method.argumentTypeNames().isEmpty()
            && method.allLineLocations().size() <= 1) implicit.add(method);
      }
      for (Location location : type.allLineLocations()) {
        if (implicit.contains(location.method())) continue;
        BreakpointRequest breakpoint = requests.createBreakpointRequest(location);
        breakpoint.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
        breakpoint.enable();
      }
    } catch (AbsentInformationException noLines) {
      return;
    }
    MethodEntryRequest entry = requests.createMethodEntryRequest();
    entry.addClassFilter(type);
    entry.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
    entry.enable();
    MethodExitRequest exit = requests.createMethodExitRequest();
    exit.addClassFilter(type);
    exit.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
    exit.enable();
  }

  /** The harness's Main: a stop where it writes a case's frame, to read what the case printed. */
  void harnessPrepared(ReferenceType type, EventRequestManager requests) {
    for (Method method : type.methodsByName("frame")) {
      caseFrame = requests.createBreakpointRequest(method.location());
      caseFrame.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
      caseFrame.enable();
    }
  }

  void readCaseStdout(BreakpointEvent event) throws IncompatibleThreadStateException {
    StackFrame frame = event.thread().frame(0);
    List<Value> arguments = frame.getArgumentValues();
    if (arguments.isEmpty() || ((IntegerValue) arguments.get(0)).value() < 0) return;
    ReferenceType main = event.location().declaringType();
    ObjectReference capture = (ObjectReference) main.getValue(main.fieldByName("capturedOut"));
    ObjectReference kept = (ObjectReference) field(capture, "kept");
    int count = intField(kept, "count");
    ArrayReference buffer = (ArrayReference) field(kept, "buf");
    byte[] raw = new byte[count];
    List<Value> values = count == 0 ? List.of() : buffer.getValues(0, count);
    for (int i = 0; i < count; i++) raw[i] = ((ByteValue) values.get(i)).value();
    caseStdout = new String(raw, StandardCharsets.UTF_8);
  }

  int run(List<String> command) throws Exception {
    VirtualMachineManager manager = Bootstrap.virtualMachineManager();
    ListeningConnector listen = manager.listeningConnectors().stream()
        .filter(connector -> connector.name().equals("com.sun.jdi.SocketListen")).findFirst().orElseThrow();
    Map<String, Connector.Argument> arguments = listen.defaultArguments();
    arguments.get("localAddress").setValue("127.0.0.1");
    arguments.get("port").setValue("0");
    String address = listen.startListening(arguments);
    List<String> argv = new ArrayList<>(command);
    argv.add(1, "-agentlib:jdwp=transport=dt_socket,server=n,suspend=y,address=" + address);
    ProcessBuilder builder = new ProcessBuilder(argv);
    // The traced JVM gets none of the recorder's settings: the nonce stays out of its reach.
    builder.environment().keySet().removeIf(name -> name.startsWith("ZC_REPLAY_"));
    builder.redirectError(ProcessBuilder.Redirect.DISCARD);
    Process process = builder.start();
    Thread input = pump(System.in, process.getOutputStream(), null, true);
    Thread output = pump(process.getInputStream(), new FileOutputStream(FileDescriptor.out), programOut, false);
    VirtualMachine vm = listen.accept(arguments);
    listen.stopListening(arguments);
    // The limit is CPU time, of both JVMs, as in the Python recorder: on a busy machine a step
    // takes longer on the wall clock but about the same CPU, so a learner gets the same steps.
    // The wall clock only backstops a run that stops using CPU (a blocked read, a sleep).
    CpuClock cpu = new CpuClock(process.pid());
    long cpuDeadline = cpu.millis() + deadlineMs;
    long wallDeadline = System.currentTimeMillis() + 2 * deadlineMs;
    EventRequestManager requests = vm.eventRequestManager();
    ClassPrepareRequest prepare = requests.createClassPrepareRequest();
    prepare.addSourceNameFilter(learnerFile);
    prepare.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
    prepare.enable();
    if (!program) {
      ClassPrepareRequest harness = requests.createClassPrepareRequest();
      harness.addClassFilter("Main");
      harness.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
      harness.enable();
    }
    ExceptionRequest exceptions = requests.createExceptionRequest(null, true, true);
    for (String library : new String[] {"java.*", "javax.*", "jdk.*", "sun.*", "com.sun.*"}) {
      exceptions.addClassExclusionFilter(library);
    }
    exceptions.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
    exceptions.enable();
    EventQueue queue = vm.eventQueue();
    String reason = "returned";
    String message = null;
    boolean running = true;
    while (running) {
      long wait = Math.min(wallDeadline - System.currentTimeMillis(), CpuClock.POLL_MS);
      EventSet events = wait > 0 ? queue.remove(wait) : null;
      if (wait <= 0 || (cpu.due() && cpu.millis() > cpuDeadline)) {
        reason = "timeout";
        message = "stopped at its time limit";
        break;
      }
      if (events == null) continue;
      for (Event event : events) {
        if (event instanceof ClassPrepareEvent) {
          prepared(((ClassPrepareEvent) event).referenceType(), requests);
        } else if (event instanceof BreakpointEvent && event.request() == caseFrame) {
          readCaseStdout((BreakpointEvent) event);
        } else if (event instanceof BreakpointEvent) {
          LocatableEvent located = (LocatableEvent) event;
          step("line", located.location(), located.thread(), vm, "");
        } else if (event instanceof MethodEntryEvent) {
          MethodEntryEvent entry = (MethodEntryEvent) event;
          if (implicit.contains(entry.method())) continue;
          frameIds.add(++nextId);
          step("call", entry.location(), entry.thread(), vm, "");
        } else if (event instanceof MethodExitEvent) {
          MethodExitEvent exit = (MethodExitEvent) event;
          if (implicit.contains(exit.method())) continue;
          String value = exit.method().returnType() instanceof VoidType ? "" : text(exit.returnValue());
          step("return", exit.location(), exit.thread(), vm,
              exit.method().returnTypeName().equals("void") ? "" : ",\"returnValue\":" + quote(value));
          if (!frameIds.isEmpty()) frameIds.remove(frameIds.size() - 1);
        } else if (event instanceof ExceptionEvent) {
          ExceptionEvent thrown = (ExceptionEvent) event;
          Integer line = innermostLearnerLine(thrown.thread());
          if (line != null) {
            String text = describe(thrown.exception());
            step("exception", thrown.location(), thrown.thread(), vm, ",\"exception\":" + quote(text));
            if (!thrown.exception().equals(raised)) {
              raised = thrown.exception();
              raisedMessage = text;
              raisedLine = line;
            }
            if (thrown.catchLocation() == null) {
              uncaughtMessage = text;
              uncaughtLine = line;
            }
          }
        } else if (event instanceof VMDeathEvent || event instanceof VMDisconnectEvent) {
          running = false;
        }
      }
      if (running) events.resume();
    }
    Integer exitCode = null;
    if (reason.equals("timeout")) {
      process.destroyForcibly();
    } else {
      exitCode = process.waitFor();
      output.join();
    }
    input.interrupt();
    if (reason.equals("returned") && uncaughtMessage != null) {
      finish("exception", uncaughtMessage, uncaughtLine, null);
    } else {
      finish(reason, message, reason.equals("returned") ? raisedLine : null, exitCode != null && exitCode != 0 ? exitCode : null);
    }
    return 0;
  }

  /**
   * CPU milliseconds used by this JVM and the traced one (from /proc, which the sandbox mounts),
   * read at most every POLL_MS of wall time or CHECK_EVERY steps: a read costs tens of
   * microseconds, a step about half a millisecond.
   */
  static final class CpuClock {
    static final long POLL_MS = 100;
    static final int CHECK_EVERY = 64;
    final String childStat;
    final com.sun.management.OperatingSystemMXBean self =
        (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    long lastRead = System.currentTimeMillis();
    int calls;

    CpuClock(long childPid) {
      childStat = "/proc/" + childPid + "/stat";
    }

    boolean due() {
      long now = System.currentTimeMillis();
      if (++calls < CHECK_EVERY && now - lastRead < POLL_MS) return false;
      calls = 0;
      lastRead = now;
      return true;
    }

    long millis() {
      return self.getProcessCpuTime() / 1_000_000 + childMillis();
    }

    /** utime + stime of the traced JVM, fields 14 and 15 after the command's closing parenthesis. */
    long childMillis() {
      try {
        String stat = new String(java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(childStat)), StandardCharsets.US_ASCII);
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // Linux reports these in clock ticks of 1/100 s (USER_HZ) on every architecture we run on.
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10;
      } catch (IOException | RuntimeException gone) {
        // The traced JVM has exited: its CPU no longer grows.
        return 0;
      }
    }
  }

  static Thread pump(InputStream from, OutputStream to, ByteArrayOutputStream copy, boolean closeAfter) {
    Thread thread = new Thread(() -> {
      byte[] buffer = new byte[1 << 16];
      try {
        for (int read; (read = from.read(buffer)) > 0; ) {
          to.write(buffer, 0, read);
          to.flush();
          if (copy != null) {
            synchronized (copy) {
              if (copy.size() < (1 << 20)) copy.write(buffer, 0, read);
            }
          }
        }
      } catch (IOException gone) {
        // The traced JVM exited or was stopped.
      }
      if (closeAfter) {
        try {
          to.close();
        } catch (IOException gone) {
          // Nothing reads it any more.
        }
      }
    });
    thread.setDaemon(true);
    thread.start();
    return thread;
  }

  public static void main(String[] args) throws Exception {
    int separator = Arrays.asList(args).indexOf("--");
    ZcReplay recorder = new ZcReplay(System.getenv(), args[0].equals("program"), args[1]);
    System.exit(recorder.run(Arrays.asList(args).subList(separator + 1, args.length)));
  }
}
