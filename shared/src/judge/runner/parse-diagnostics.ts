import type { Diagnostic, DiagnosticSeverity } from '../../contract/diagnostic.ts';

/** At most this many diagnostics are kept: the first ones matter, the rest are often echoes. */
const maxDiagnostics = 50;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function severityOf(word: string): DiagnosticSeverity {
  return word.includes('warning') ? 'warning' : 'error';
}

/**
 * The compiler's (or interpreter's) messages that point at a line of the learner's file (one of `files`):
 * gcc/clang (`file:line:col: error: ...`), javac (`File.java:line: error: ...`, column from the
 * caret line), tsc (`file(line,col): error TS...: ...`), esbuild (`✘ [ERROR] ...`, then
 * `file:line:col:` with a 0-based column), Python (`File "file", line N` then the exception line)
 * Node (`file:line` then the error line) and rustc (`error[E0425]: ...`, then ` --> file:line:col`).
 * Messages about the harness, system headers or notes are left out.
 */
export function parseDiagnostics(text: string, files: string[]): Diagnostic[] {
  if (files.length === 0) return [];
  const name = `(?:[^\\s:"'()]*/)?(?:${files.map(escape).join('|')})`;
  const lines = text.split('\n');
  const found: Diagnostic[] = [];
  const add = (diagnostic: Diagnostic) => {
    const seen = found.some(
      (other) => other.line === diagnostic.line && other.message === diagnostic.message,
    );
    if (!seen && found.length < maxDiagnostics) found.push(diagnostic);
  };
  const compiler = new RegExp(`^${name}:(\\d+)(?::(\\d+))?: (fatal error|error|warning): (.*)$`);
  const tsc = new RegExp(`^${name}\\((\\d+),(\\d+)\\): (error|warning) (?:TS\\d+: )?(.*)$`);
  const python = new RegExp(`File "${name}", line (\\d+)`);
  const node = new RegExp(`^${name}:(\\d+)$`);
  const esbuildMessage = /^\S+ \[(ERROR|WARNING)\] (.*)$/;
  const esbuildPlace = /^\s+(\S+):(\d+):(\d+):$/;
  const learnerFile = new RegExp(`^${name}$`);
  const rustcMessage = /^(error|warning)(?:\[\w+\])?: (.*)$/;
  const rustcPlace = new RegExp(`^\\s*--> ${name}:(\\d+):(\\d+)$`);
  /** A rustc message waiting for its place (the line after it; a note's place is not its own). */
  let rustc: { severity: DiagnosticSeverity; message: string } | null = null;
  /** An esbuild message waiting for its place (the first one after it; notes' places follow). */
  let esbuild: { severity: DiagnosticSeverity; message: string } | null = null;
  const errorLine = /^\s*([A-Za-z_][\w.]*(?:Error|Exception|Warning)\b.*)$/;
  const firstErrorAfter = (from: number) =>
    lines
      .slice(from + 1)
      .find((line) => errorLine.test(line))
      ?.match(errorLine)?.[1];
  let pythonLine: number | null = null;
  lines.forEach((line, index) => {
    const match = compiler.exec(line) ?? tsc.exec(line);
    if (match) {
      let column = match[2] ? Number(match[2]) : undefined;
      if (column === undefined) {
        // javac: the source line, then a caret under the column.
        const caret = lines[index + 2]?.match(/^(\s*)\^\s*$/);
        if (caret) column = caret[1]!.length + 1;
      }
      add({
        line: Number(match[1]),
        ...(column ? { column } : {}),
        severity: severityOf(match[3]!),
        message: match[4]!.trim(),
      });
      return;
    }
    const rustcHead = rustcMessage.exec(line);
    if (rustcHead) {
      rustc = { severity: severityOf(rustcHead[1]!), message: rustcHead[2]! };
      return;
    }
    const rustcAt = rustc && rustcPlace.exec(line);
    if (rustc && rustcAt) {
      add({ line: Number(rustcAt[1]), column: Number(rustcAt[2]), ...rustc });
      rustc = null;
      return;
    }
    if (rustc && /^\s*--> /.test(line)) rustc = null;
    const esbuildHead = esbuildMessage.exec(line);
    if (esbuildHead) {
      esbuild = { severity: severityOf(esbuildHead[1]!.toLowerCase()), message: esbuildHead[2]! };
      return;
    }
    const place = esbuild && esbuildPlace.exec(line);
    if (esbuild && place) {
      if (learnerFile.test(place[1]!)) {
        add({ line: Number(place[2]), column: Number(place[3]) + 1, ...esbuild });
      }
      esbuild = null;
      return;
    }
    const py = python.exec(line);
    if (py) pythonLine = Number(py[1]);
    const js = node.exec(line.trim());
    if (js) {
      const message = firstErrorAfter(index);
      if (message) add({ line: Number(js[1]), severity: 'error', message });
    }
  });
  if (pythonLine !== null) {
    // The innermost frame in the learner's file is the last one listed.
    const message = [...lines].reverse().find((line) => errorLine.test(line));
    if (message) add({ line: pythonLine, severity: 'error', message: message.trim() });
  }
  return found;
}
