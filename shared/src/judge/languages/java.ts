import type { Language } from './language.ts';

/** JVM flags for a short-lived single-threaded program: no parallel GC threads, shared archive. */
const fastStart = ['-XX:+UseSerialGC', '-Xshare:auto'];

export const java: Language = {
  id: 'java',
  label: 'Java',
  monacoId: 'java',
  sourceFile: 'Main.java',
  compile: (sources) => [
    '/usr/bin/javac',
    ...[...fastStart, '-XX:TieredStopAtLevel=1'].map((flag) => `-J${flag}`),
    '-encoding',
    'UTF-8',
    '-nowarn',
    '-d',
    '.',
    ...sources,
  ],
  artifacts: (files) => files.filter((file) => file.endsWith('.class')),
  run: (entry, heapFlags) => ['/usr/bin/java', ...heapFlags, ...fastStart, '-cp', '.', entry],
  versionProbe: { argv: ['/usr/bin/java', '-version'], pattern: /version "([^"]+)"/ },
  helloWorld:
    'public class Main {\n    public static void main(String[] args) {\n        System.out.println("Hello, World!");\n    }\n}\n',
  timeMultiplier: 2,
  memory: {
    mode: 'resident',
    overheadMb: 96,
    // Heap capped by -Xmx; LeetCode-style deep recursion needs a large thread stack.
    heapFlags: (memoryMb) => [`-Xmx${memoryMb}m`, `-Xss64m`],
  },
};
