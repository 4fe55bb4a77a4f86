import type { LanguageSpec } from './language.ts';

/** JVM flags for a short-lived single-threaded program: no parallel GC threads, shared archive. */
const fastStart = ['-XX:+UseSerialGC', '-Xshare:auto'];

export const java = {
  id: 'java' as const,
  label: 'Java',
  aliases: [],
  monacoId: 'java',
  onCompilerPage: true,
  sourceFile: 'Main.java',
  // A class-data archive of javac's own classes saves a third of its start-up; -Xshare:auto
  // ignores a missing or stale archive silently.
  compile: (sources, preparedDir) => [
    '/usr/bin/javac',
    ...[
      ...fastStart,
      '-XX:TieredStopAtLevel=1',
      `-XX:SharedArchiveFile=${preparedDir}/javac.jsa`,
    ].map((flag) => `-J${flag}`),
    '-encoding',
    'UTF-8',
    '-nowarn',
    '-d',
    '.',
    ...sources,
  ],
  prepare: {
    files: {
      'Warm.java': 'import java.util.*;\nclass Warm { List<Integer> xs = new ArrayList<>(); }\n',
    },
    argv: [
      '/usr/bin/javac',
      ...[...fastStart, '-XX:TieredStopAtLevel=1', '-XX:ArchiveClassesAtExit=javac.jsa'].map(
        (flag) => `-J${flag}`,
      ),
      '-d',
      '.',
      'Warm.java',
    ],
    output: 'javac.jsa',
  },
  artifacts: (files) => files.filter((file) => file.endsWith('.class')),
  run: (entry, heapFlags) => ['/usr/bin/java', ...heapFlags, ...fastStart, '-cp', '.', entry],
  toolchainPackage: 'a JDK 17 or newer (Debian/Ubuntu: openjdk-17-jdk)',
  versionProbe: { argv: ['/usr/bin/java', '-version'], pattern: /version "([^"]+)"/ },
  lint: {
    argv: (sources) => [
      '/usr/bin/javac',
      '-J-XX:+UseSerialGC',
      '-Xlint:all',
      '-encoding',
      'UTF-8',
      '-d',
      'zc-classes',
      ...sources,
    ],
    description: '`javac -Xlint:all`',
  },
  helloWorld:
    'public class Main {\n    public static void main(String[] args) {\n        System.out.println("Hello, World!");\n    }\n}\n',
  timeMultiplier: 2,
  referencePriority: 2,
  guess: { order: 0, marks: /\bpublic\s+(?:static\s+)?class\b|\bSystem\.out\.|\bimport\s+java\./ },
  memory: {
    mode: 'resident',
    // The JVM itself (~40 MiB) plus a 16 MiB thread stack used to the end (~90 MiB resident).
    overheadMb: 128,
    // Heap capped by -Xmx. 16 MiB of stack recurses ~400,000 deep; larger stacks cost far more
    // resident memory on overflow than their size (64 MiB overflowed at ~490 MiB).
    heapFlags: (memoryMb) => [`-Xmx${memoryMb}m`, '-Xss16m'],
  },
} satisfies LanguageSpec;
