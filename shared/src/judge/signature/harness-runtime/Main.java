/*
 * The Java harness's driver: wire reader and writer, per-case capture of System.out/System.err,
 * thread-CPU timing with a watchdog thread for runaway cases, and frames on the real stdout. The
 * harness replaces the <generated> section with the signature's readers, writers and runCase().
 */
import java.io.*;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {

  static byte[] in;
  static int at;
  static String nonce;
  static long limitNs, outputLimit;
  static final ByteArrayOutputStream answer = new ByteArrayOutputStream();
  static final FileOutputStream results = new FileOutputStream(FileDescriptor.out);
  static final Capture capturedOut = new Capture(), capturedErr = new Capture();
  static final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
  static volatile long startedNs = -1;
  static volatile long usedNs;
  static volatile int currentCase = -1;
  static long mainThreadId;
  static String status;
  static String error;

  static final class Capture extends OutputStream {
    final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    long size;
    @Override public void write(int b) { size++; if (kept.size() < 65536) kept.write(b); }
    @Override public void write(byte[] b, int off, int len) {
      size += len;
      int room = Math.max(0, 65536 - kept.size());
      kept.write(b, off, Math.min(room, len));
    }
  }

  static void skip() { while (at < in.length && (in[at] & 0xff) <= 32) at++; }
  static String tok() {
    skip();
    int start = at;
    while (at < in.length && (in[at] & 0xff) > 32 && in[at] != ':') at++;
    return new String(in, start, at - start, StandardCharsets.ISO_8859_1);
  }
  static boolean isNull() {
    skip();
    if (at < in.length && in[at] == 'n') { at++; return true; }
    return false;
  }
  static long i64() {
    skip();
    boolean negative = in[at] == '-';
    if (negative) at++;
    long value = 0;
    while (at < in.length && in[at] >= '0' && in[at] <= '9') value = value * 10 + (in[at++] - '0');
    return negative ? -value : value;
  }
  static double f64() { return Double.parseDouble(tok()); }
  static String str() {
    if (isNull()) return null;
    int length = (int) i64();
    at++;
    String text = new String(in, at, length, StandardCharsets.UTF_8);
    at += length;
    return text;
  }
  static ListNode rList() {
    ListNode dummy = new ListNode(0), tail = dummy;
    for (long n = i64(); n > 0; n--) { tail.next = new ListNode((int) i64()); tail = tail.next; }
    return dummy.next;
  }
  static TreeNode rTree() {
    int n = (int) i64();
    TreeNode[] nodes = new TreeNode[n];
    for (int i = 0; i < n; i++) nodes[i] = isNull() ? null : new TreeNode((int) i64());
    int child = 1;
    for (int parent = 0; parent < n && child < n; parent++) {
      if (nodes[parent] == null) continue;
      if (child < n) nodes[parent].left = nodes[child++];
      if (child < n) nodes[parent].right = nodes[child++];
    }
    return n == 0 ? null : nodes[0];
  }

  /** The node of a tree holding this value (a nodeIn parameter; the values are distinct). */
  static TreeNode findNode(TreeNode root, int value) {
    List<TreeNode> order = new ArrayList<>();
    order.add(root);
    for (int i = 0; i < order.size(); i++) {
      TreeNode node = order.get(i);
      if (node == null) continue;
      if (node.val == value) return node;
      order.add(node.left);
      order.add(node.right);
    }
    return null;
  }

  /** Linked List Cycle's input: the tail links back to the node at index pos (-1: no cycle). */
  static void linkCycle(ListNode head, int pos) {
    if (pos < 0 || head == null) return;
    ListNode target = null, tail = head;
    for (int index = 0; ; index++) {
      if (index == pos) target = tail;
      if (tail.next == null) break;
      tail = tail.next;
    }
    tail.next = target;
  }

  static void wTok(String token) {
    byte[] bytes = token.getBytes(StandardCharsets.ISO_8859_1);
    answer.write(bytes, 0, bytes.length);
    answer.write(' ');
  }
  static void wI64(long value) { wTok(Long.toString(value)); }
  static void wF64(double value) { wTok(Double.toString(value)); }
  static void wNull() { wTok("n"); }
  static void wStr(String text) {
    if (text == null) { wNull(); return; }
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    byte[] prefix = (bytes.length + ":").getBytes(StandardCharsets.ISO_8859_1);
    answer.write(prefix, 0, prefix.length);
    answer.write(bytes, 0, bytes.length);
    answer.write(' ');
  }
  static void wList(ListNode head) {
    List<Integer> values = new ArrayList<>();
    for (ListNode node = head; node != null; node = node.next) {
      if (values.size() >= 1000000) throw new IllegalStateException("Found cycle in the ListNode");
      values.add(node.val);
    }
    wI64(values.size());
    for (int value : values) wI64(value);
  }
  static void wTree(TreeNode root) {
    List<TreeNode> order = new ArrayList<>();
    if (root != null) order.add(root);
    for (int i = 0; i < order.size(); i++) {
      TreeNode node = order.get(i);
      if (node == null) continue;
      if (order.size() > 2000000) throw new IllegalStateException("Found cycle in the TreeNode");
      order.add(node.left);
      order.add(node.right);
    }
    wI64(order.size());
    for (TreeNode node : order) { if (node == null) wNull(); else wI64(node.val); }
  }

  /** Brackets the solution's own code: only this time counts, and the watchdog guards it. */
  static void begin() { startedNs = threads.getCurrentThreadCpuTime(); }
  static void end() {
    long started = startedNs;
    if (started < 0) return;
    usedNs += threads.getCurrentThreadCpuTime() - started;
    startedNs = -1;
  }

  static synchronized void frame(int caseIndex, String frameStatus, long usedMicros, byte[] answerBytes, String errorText) {
    System.out.flush();
    System.err.flush();
    if (frameStatus.equals("ok") && capturedOut.size + capturedErr.size > outputLimit) {
      frameStatus = "ole";
      answerBytes = new byte[0];
    }
    // Frames are read back as UTF-8 text: keep every payload valid UTF-8.
    byte[] out = new String(capturedOut.kept.toByteArray(), StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8);
    byte[] err = new String(capturedErr.kept.toByteArray(), StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8);
    byte[] errorBytes = (errorText == null ? "" : errorText).getBytes(StandardCharsets.UTF_8);
    String header = "\n#" + nonce + " " + caseIndex + " " + frameStatus + " " + usedMicros + " " + peakRssKb() + " "
        + answerBytes.length + " " + out.length + " " + err.length + " " + errorBytes.length + "\n";
    try {
      ByteArrayOutputStream frameBytes = new ByteArrayOutputStream();
      frameBytes.write(header.getBytes(StandardCharsets.ISO_8859_1));
      frameBytes.write(answerBytes);
      frameBytes.write(out);
      frameBytes.write(err);
      frameBytes.write(errorBytes);
      results.write(frameBytes.toByteArray());
      results.flush();
    } catch (IOException ignored) {
      Runtime.getRuntime().halt(1);
    }
  }

  static long peakRssKb() {
    try (BufferedReader reader = new BufferedReader(new FileReader("/proc/self/status"))) {
      for (String line; (line = reader.readLine()) != null; ) {
        if (line.startsWith("VmHWM:")) return Long.parseLong(line.replaceAll("[^0-9]", ""));
      }
    } catch (IOException | NumberFormatException ignored) {
      // Not Linux: no figure.
    }
    return 0;
  }

  static String describe(Throwable thrown) {
    StringBuilder text = new StringBuilder(thrown.toString());
    for (StackTraceElement element : thrown.getStackTrace()) {
      String file = element.getFileName();
      if (file == null || file.equals("Main.java") || element.getClassName().startsWith("java.")
          || element.getClassName().startsWith("jdk.")) continue;
      text.append("\n  at ").append(element);
    }
    return text.toString();
  }

  static void startWatchdog() {
    Thread watchdog = new Thread(() -> {
      for (;;) {
        try { Thread.sleep(5); } catch (InterruptedException ignored) { return; }
        long started = startedNs;
        if (started < 0) continue;
        long spent = usedNs + threads.getThreadCpuTime(mainThreadId) - started;
        if (startedNs >= 0 && spent > limitNs + 5_000_000L) {
          frame(currentCase, "tle", spent / 1000, new byte[0], "");
          Runtime.getRuntime().halt(0);
        }
      }
    });
    watchdog.setDaemon(true);
    watchdog.start();
  }

  // Lock-step input (protocol/README.md): the header, then each case only after the last result.
  static final FileInputStream stdin = new FileInputStream(FileDescriptor.in);

  static int readByte() throws IOException {
    int value = stdin.read();
    // The runner closed stdin: it wants no more cases.
    if (value < 0) Runtime.getRuntime().halt(0);
    return value;
  }

  static void readUntil(int stop) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    for (int value = readByte(); value != stop; value = readByte()) bytes.write(value);
    in = bytes.toByteArray();
    at = 0;
  }

  static void readExact(int length) throws IOException {
    in = new byte[length];
    for (int got = 0; got < length; ) {
      int count = stdin.read(in, got, length - got);
      if (count < 0) Runtime.getRuntime().halt(0);
      got += count;
    }
    at = 0;
  }

  public static void main(String[] args) throws IOException {
    readUntil('\n');
    nonce = new String(in, StandardCharsets.ISO_8859_1);
    readUntil('\n');
    limitNs = i64() * 1_000_000L;
    outputLimit = i64();
    int cases = (int) i64();
    mainThreadId = Thread.currentThread().getId();
    System.setOut(new PrintStream(capturedOut, false, StandardCharsets.UTF_8));
    System.setErr(new PrintStream(capturedErr, false, StandardCharsets.UTF_8));
    System.setIn(new ByteArrayInputStream(new byte[0]));
    startWatchdog();
    // Ready: the runner starts the first case's clock only now.
    frame(-1, "ok", 0, new byte[0], "");
    for (int caseIndex = 0; caseIndex < cases; caseIndex++) {
      // Cases are length-prefixed: a case abandoned half-way cannot shift the next one.
      readUntil(':');
      int length = (int) i64();
      readExact(length + 1);
      capturedOut.kept.reset();
      capturedOut.size = 0;
      capturedErr.kept.reset();
      capturedErr.size = 0;
      answer.reset();
      usedNs = 0;
      status = "ok";
      error = "";
      currentCase = caseIndex;
      try {
        runCase();
      } catch (OutOfMemoryError thrown) {
        end();
        answer.reset();
        status = "mle";
        error = describe(thrown);
      } catch (Throwable thrown) {
        end();
        answer.reset();
        status = "re";
        error = describe(thrown);
      }
      frame(caseIndex, status, usedNs / 1000, answer.toByteArray(), error);
      // After an OutOfMemoryError the runner continues the remaining cases in a fresh JVM.
      if (status.equals("mle")) Runtime.getRuntime().halt(0);
    }
    currentCase = -1;
    System.out.flush();
    Runtime.getRuntime().halt(0);
  }

  // <generated>
  static void runCase() {}
  // </generated>
}
