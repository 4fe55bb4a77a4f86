import { messages } from '../../contract/messages.ts';

/** What the learner wrote, as compilers name it: file names, and text a file adds on line 1. */
export interface LearnerSource {
  files: string[];
  /** Per file, what precedes the learner's code on its first line (Java's imports), if any. */
  linePrefixes: Record<string, string>;
}

interface Block {
  /** The file the message is about; null for lines before any message. */
  file: string | null;
  severity: 'error' | 'warning' | 'note' | null;
  message: string;
  lines: string[];
}

// `file:line[:col]: error: message` (gcc, clang, javac); paths are already file names.
const compilerHead =
  /^([^\s:"'()][^:"'()]*?):(\d+)(?::\d+)?: (fatal error|error|warning|note): (.*)$/;
const esbuildHead = /^\S+ \[(ERROR|WARNING)\] (.*)$/;
const esbuildPlace = /^\s+(\S+):\d+:\d+:$/;
// rustc: `error[E0425]: message`, its place on a later line: ` --> solution.rs:3:9`.
const rustcHead = /^(error|warning|note)(?:\[\w+\])?: (.*)$/;
const rustcPlace = /^\s*--> (\S+):\d+:\d+$/;
// gcc's `file: In function 'f':`, which opens the messages about one function.
const contextLine = /^([^\s:"'()]+): In .*:$/;
// Where a header was included from: always the judge's or a system file's lines.
const includedFrom = /^(In file included from |\s+from ).*[,:]$/;
// Counts that would be wrong once messages are left out.
const summaryLine = /^(\d+ (errors?|warnings?)( and \d+ warnings?)?( generated\.)?)$/;

function severityOf(word: string): Block['severity'] {
  if (word.includes('error') || word === 'ERROR') return 'error';
  return word === 'note' ? 'note' : 'warning';
}

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [{ file: null, severity: null, message: '', lines: [] }];
  for (const line of text.split('\n')) {
    if (includedFrom.test(line) || summaryLine.test(line.trim())) continue;
    const head = compilerHead.exec(line);
    if (head) {
      blocks.push({
        file: head[1]!,
        severity: severityOf(head[3]!),
        message: head[4]!,
        lines: [line],
      });
      continue;
    }
    const context = contextLine.exec(line);
    if (context) {
      blocks.push({ file: context[1]!, severity: null, message: '', lines: [line] });
      continue;
    }
    // esbuild and rustc name the file on a later line (esbuildPlace, rustcPlace below).
    const placedLater = esbuildHead.exec(line) ?? rustcHead.exec(line);
    if (placedLater) {
      blocks.push({
        file: null,
        severity: severityOf(placedLater[1]!),
        message: placedLater[2]!,
        lines: [line],
      });
      continue;
    }
    const block = blocks.at(-1)!;
    const place = esbuildPlace.exec(line) ?? rustcPlace.exec(line);
    if (place && block.file === null && block.severity !== null) block.file = place[1]!;
    block.lines.push(line);
  }
  return blocks;
}

/** javac echoes a line-1 error's whole line, imports included: the learner sees only theirs. */
function withoutPrefix(block: Block, prefix: string | undefined): string[] {
  if (!prefix || !/^[^:]+:1(?::\d+)?: /.test(block.lines[0]!)) return block.lines;
  const [head, echo, caret, ...rest] = block.lines;
  if (echo === undefined || !echo.startsWith(prefix)) return block.lines;
  const shifted =
    caret !== undefined && /^\s*\^\s*$/.test(caret) && caret.indexOf('^') >= prefix.length
      ? caret.slice(prefix.length)
      : caret;
  return [head!, echo.slice(prefix.length), ...(shifted === undefined ? [] : [shifted]), ...rest];
}

/** The head of a note in the learner's file, made the error it explains (for a marker there). */
function asError(block: Block, error: string): string[] {
  const [head, ...rest] = block.lines;
  const place = /^([^:]+:\d+(?::\d+)?): note: (.*)$/.exec(head!);
  return place ? [`${place[1]}: error: ${error} (${place[2]})`, ...rest] : block.lines;
}

/**
 * A compiler's message reduced to the learner's own code: the messages about the learner's files,
 * first and whole; never a line of a file they did not write (the harness, a system header, the
 * "included from" chain). When no error is in their code, a notice says the code around theirs
 * failed (`messages.aroundYourCodeDidNotCompile`), the judge's errors are told by their words
 * only, and a note in the learner's code that explains one (`'twoSums' declared here`) becomes
 * that error, in place.
 */
export function learnerCompileMessage(text: string, source: LearnerSource): string {
  const learner = new Set(source.files);
  const blocks = blocksOf(text);
  const isOwn = (block: Block) => block.file !== null && learner.has(block.file);
  const isTheirError = (block: Block) =>
    block.file !== null && !learner.has(block.file) && block.severity === 'error';
  const loose = blocks[0]!.lines.filter((line) => line.trim() !== '');
  const shown = (block: Block) => withoutPrefix(block, source.linePrefixes[block.file!]);
  const own = blocks.filter(isOwn);
  if (own.some((block) => block.severity === 'error') || !blocks.some(isTheirError)) {
    return [...loose, ...own.flatMap(shown)].join('\n').trim() || text.trim();
  }
  const lines = [...loose, messages.aroundYourCodeDidNotCompile];
  const told = new Set<string>();
  let error: string | null = null;
  for (const block of blocks) {
    if (isTheirError(block)) {
      error = block.message;
      if (told.has(error) || told.size >= 3) continue;
      told.add(error);
      // javac names the missing symbol on the next line; the rest are the judge's places.
      const symbol = block.lines.filter((line) => /^\s+symbol:/.test(line));
      lines.push(`error: ${error}`, ...symbol);
    } else if (isOwn(block)) {
      lines.push(...(block.severity === 'note' && error ? asError(block, error) : shown(block)));
    }
  }
  return lines.join('\n').trim();
}

/**
 * Whether a compiler's message has an error outside the learner's files: then, for C and C++, the
 * learner's code is checked on its own (an unclosed class swallows the judge's code after it).
 */
export function hasErrorOutside(text: string, files: string[]): boolean {
  const learner = new Set(files);
  return blocksOf(text).some(
    (block) => block.file !== null && !learner.has(block.file) && block.severity === 'error',
  );
}
