/** A run of Markdown: prose, or a pipe table's header and rows (cells still Markdown). */
export type MarkdownBlock =
  { kind: 'text'; markdown: string } | { kind: 'table'; header: string[]; rows: string[][] };

/** The cells of one `| a | b |` line; `\|` stays a literal bar inside a cell. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll('\\|', '|'));
}

const isDivider = (line: string) => /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(line.trim());

/**
 * Cuts Markdown into prose and pipe tables (a header line, a `| --- |` divider, then rows), so
 * that the worked example's tables render: the page's Markdown renderer reads CommonMark, which
 * has no tables. Lines inside fenced code are never table lines.
 */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: MarkdownBlock[] = [];
  let text: string[] = [];
  let fenced = false;
  const flush = () => {
    if (text.join('').trim()) blocks.push({ kind: 'text', markdown: text.join('\n') });
    text = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const next = lines[index + 1];
    if (!fenced && line.trim().startsWith('|') && next !== undefined && isDivider(next)) {
      flush();
      const header = cells(line);
      const rows: string[][] = [];
      index += 2;
      while (index < lines.length && lines[index]!.trim().startsWith('|')) {
        rows.push(cells(lines[index]!));
        index += 1;
      }
      index -= 1;
      blocks.push({ kind: 'table', header, rows });
    } else text.push(line);
  }
  flush();
  return blocks;
}
