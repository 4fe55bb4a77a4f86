/**
 * The teaching editorial: approaches from brute force to optimal, each naming the judged code that
 * implements it, then the pitfalls and a worked example (api/catalog/README.md describes it for
 * authors). This module reads and checks its Markdown; which files a marker names is checked by
 * the catalogue (api/src/catalog), which has the files.
 */

/** `## Approach <n>: <name>`, the heading of each approach. */
const approachHeading = /^## Approach (\d+):\s*(.*)$/;
/** `<!-- code: reference -->`, the first line of an approach. */
const markerLine = /^<!--\s*code:\s*(\S*)\s*-->$/;
/** What a marker may name: every reference, one language's reference, a slower solution, nothing. */
const markerValue = /^(reference|reference\.[a-z]+|wrong-[a-z0-9][a-z0-9-]*|none)$/;

/** The `## ` headings after the approaches, in this order. */
export const teachingEditorialTail = ['Pitfalls', 'Worked example'] as const;

export interface TeachingApproach {
  number: number;
  name: string;
  /** What its marker names (`reference`, `reference.py`, `wrong-brute`, `none`), or null. */
  code: string | null;
  /** The section's Markdown without its heading and marker line. */
  markdown: string;
  /** `O(log n)` from `- Time: O(log n): …`, or null when the line is missing. */
  time: string | null;
  space: string | null;
}

export interface TeachingEditorial {
  approaches: TeachingApproach[];
  /** The sections' Markdown without their headings ('' when missing). */
  pitfalls: string;
  workedExample: string;
}

interface Section {
  /** The heading line as written, e.g. `## Approach 1: Scan`; '' for text before any heading. */
  heading: string;
  level: number;
  lines: string[];
}

/** The Markdown cut at its `#` and `##` headings; `#` lines inside fenced code are not headings. */
function sections(markdown: string): Section[] {
  const found: Section[] = [{ heading: '', level: 0, lines: [] }];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark && (fence === null || fence === fenceMark)) {
      fence = fence === null ? fenceMark : null;
    }
    const heading = fence === null && !fenceMark ? /^(#{1,2})\s+(.*?)\s*$/.exec(line) : null;
    if (heading)
      found.push({ heading: `${heading[1]} ${heading[2]}`, level: heading[1]!.length, lines: [] });
    else found.at(-1)!.lines.push(line);
  }
  return found;
}

/** An editorial is in the teaching format when its first heading is `## Approach 1:`. */
export function isTeachingEditorial(markdown: string): boolean {
  const first = sections(markdown)[1];
  return first !== undefined && /^## Approach 1:/.test(first.heading);
}

/** The complexity of a `- Time: O(…): reason` line, or null. */
function complexity(body: string, what: 'Time' | 'Space'): string | null {
  const line = new RegExp(`^- ${what}: (O\\(.+\\)): \\S.*$`, 'm').exec(body);
  return line ? line[1]! : null;
}

function approachOf(section: Section, number: number, name: string): TeachingApproach {
  const lines = [...section.lines];
  const first = lines.findIndex((line) => line.trim() !== '');
  const marker = first === -1 ? null : markerLine.exec(lines[first]!.trim());
  if (marker) lines.splice(first, 1);
  const markdown = lines.join('\n').trim();
  return {
    number,
    name,
    code: marker ? marker[1]! : null,
    markdown,
    time: complexity(markdown, 'Time'),
    space: complexity(markdown, 'Space'),
  };
}

/**
 * A teaching editorial's parts, read leniently (the page shows what there is); check it with
 * teachingEditorialProblems.
 */
export function parseTeachingEditorial(markdown: string): TeachingEditorial {
  const parsed: TeachingEditorial = { approaches: [], pitfalls: '', workedExample: '' };
  for (const section of sections(markdown)) {
    const approach = approachHeading.exec(section.heading);
    if (approach) {
      parsed.approaches.push(approachOf(section, Number(approach[1]), approach[2]!.trim()));
    } else if (section.heading === '## Pitfalls') parsed.pitfalls = section.lines.join('\n').trim();
    else if (section.heading === '## Worked example')
      parsed.workedExample = section.lines.join('\n').trim();
  }
  return parsed;
}

/** `Approach 2 (Binary search)`, how messages name an approach. */
function label(approach: TeachingApproach): string {
  return `Approach ${approach.number}${approach.name ? ` (${approach.name})` : ''}`;
}

function approachProblems(approach: TeachingApproach, section: Section): string[] {
  const problems: string[] = [];
  const named = label(approach);
  if (!approach.name) problems.push(`${named}: its heading needs a short name after the colon`);
  if (approach.code === null)
    problems.push(
      `${named}: its first line must be a code marker such as <!-- code: reference -->`,
    );
  else if (!markerValue.test(approach.code))
    problems.push(
      `${named}: <!-- code: ${approach.code} --> names no solution: use reference, reference.<ext>, wrong-<what> or none`,
    );
  const body = approach.markdown;
  const parts = ['**Idea.**', '**Why it works.**', '**Steps.**'];
  const at = parts.map((part) => body.search(new RegExp(`^${part.replace(/[.*]/g, '\\$&')}`, 'm')));
  parts.forEach((part, index) => {
    if (at[index] === -1) problems.push(`${named}: no ${part} paragraph`);
  });
  if (at.every((index) => index !== -1) && !(at[0]! < at[1]! && at[1]! < at[2]!))
    problems.push(`${named}: ${parts.join(', ')} must come in this order`);
  if (at[2] !== -1 && !/^1\.\s/m.test(body.slice(at[2])))
    problems.push(`${named}: **Steps.** must be followed by a numbered list (1. …)`);
  if (!approach.time) problems.push(`${named}: no "- Time: O(…): <reason>" line`);
  if (!approach.space) problems.push(`${named}: no "- Space: O(…): <reason>" line`);
  if (section.lines.some((line) => /^\s*(```|~~~)/.test(line)))
    problems.push(
      `${named}: no code blocks in an approach: the page shows the solution its marker names`,
    );
  return problems;
}

/**
 * Why a teaching editorial's Markdown is not of the format, each naming the missing part; empty
 * when it is. The files its markers name are the catalogue's to check (they are not in the text).
 */
export function teachingEditorialProblems(markdown: string): string[] {
  const problems: string[] = [];
  const [before, ...all] = sections(markdown);
  if (before!.lines.join('').trim()) problems.push('text before ## Approach 1');
  for (const section of all.filter((one) => one.level === 1))
    problems.push(`${section.heading}: use ## headings only`);
  const headed = all.filter((one) => one.level === 2);

  let count = 0;
  const approaches: TeachingApproach[] = [];
  for (const section of headed) {
    const match = approachHeading.exec(section.heading);
    if (!match) break;
    count += 1;
    const approach = approachOf(section, Number(match[1]), match[2]!.trim());
    if (approach.number !== count)
      problems.push(`${section.heading}: the approaches are numbered 1, 2, … (expected ${count})`);
    approaches.push(approach);
    problems.push(...approachProblems(approach, section));
  }
  if (count < 2)
    problems.push('at least two approaches, from brute force to optimal (## Approach 2: …)');

  const tail = headed.slice(count).map((section) => section.heading);
  const expected = teachingEditorialTail.map((name) => `## ${name}`);
  if (tail.join('|') !== expected.join('|'))
    problems.push(
      `after the approaches come exactly ${expected.join(' then ')} (found: ${tail.join(', ') || 'none'})`,
    );

  const seen = new Map<string, TeachingApproach>();
  for (const approach of approaches) {
    if (!approach.code || !markerValue.test(approach.code)) continue;
    const earlier = seen.get(approach.code);
    if (earlier && approach.code === 'none')
      problems.push(`${label(approach)}: at most one approach may be <!-- code: none -->`);
    else if (earlier)
      problems.push(
        `${label(approach)}: <!-- code: ${approach.code} --> is already ${label(earlier)}'s code`,
      );
    else seen.set(approach.code, approach);
  }

  const parsed = parseTeachingEditorial(markdown);
  if (tail.includes('## Pitfalls')) {
    const bullets = parsed.pitfalls.split('\n').filter((line) => /^[-*] /.test(line));
    if (bullets.length < 2)
      problems.push(`## Pitfalls needs at least two bullets (found ${bullets.length})`);
    if (bullets.some((line) => !/^[-*] \*\*[^*]+\*\*/.test(line)))
      problems.push(
        '## Pitfalls: each bullet starts with the mistake in bold (- **The mistake.** …)',
      );
  }
  if (tail.includes('## Worked example')) {
    if (!parsed.workedExample) problems.push('## Worked example is empty');
    else if (!/^\|.*\|\s*$/m.test(parsed.workedExample) && !/^\d+\.\s/m.test(parsed.workedExample))
      problems.push('## Worked example must show its steps as a table or a numbered list');
  }
  return problems;
}
