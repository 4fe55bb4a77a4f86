import { z } from 'zod';
import { difficultySchema } from './problem.ts';
import { languageIds } from './signature.ts';
import { isTeachingEditorial, teachingEditorialProblems } from './teaching-editorial.ts';

/** The 18 patterns of the interview-prep canon, in the study plan's learning order. */
export const patternIds = [
  'arrays-hashing',
  'two-pointers',
  'sliding-window',
  'stack',
  'binary-search',
  'linked-list',
  'trees',
  'tries',
  'heap',
  'backtracking',
  'graphs',
  'advanced-graphs',
  'dp-1d',
  'dp-2d',
  'greedy',
  'intervals',
  'math-geometry',
  'bit-manipulation',
] as const;
export const patternIdSchema = z.enum(patternIds);
export type PatternId = z.infer<typeof patternIdSchema>;

/** How each pattern is named on the page and in the study plan. */
export const patternNames: Readonly<Record<PatternId, string>> = Object.freeze({
  'arrays-hashing': 'Arrays & Hashing',
  'two-pointers': 'Two Pointers',
  'sliding-window': 'Sliding Window',
  stack: 'Stack',
  'binary-search': 'Binary Search',
  'linked-list': 'Linked List',
  trees: 'Trees',
  tries: 'Tries',
  heap: 'Heap / Priority Queue',
  backtracking: 'Backtracking',
  graphs: 'Graphs',
  'advanced-graphs': 'Advanced Graphs',
  'dp-1d': '1-D Dynamic Programming',
  'dp-2d': '2-D Dynamic Programming',
  greedy: 'Greedy',
  intervals: 'Intervals',
  'math-geometry': 'Math & Geometry',
  'bit-manipulation': 'Bit Manipulation',
});

export const HINTS_MIN = 2;
export const HINTS_MAX = 3;
export const HINT_MAX_LENGTH = 1000;
export const SIMILAR_MAX = 4;
export const EDITORIAL_MAX_LENGTH = 20_000;
/** The old editorial's sections, in this order, each a `## ` heading. */
export const editorialSections = ['Idea', 'Approach', 'Complexity'] as const;

/**
 * Why an editorial's Markdown is of neither accepted format; empty list when it is of one. An
 * editorial whose first heading is `## Approach 1:` is a teaching editorial
 * (teaching-editorial.ts). Any other is checked against the old format: exactly the sections
 * Idea, Approach (numbered steps) and Complexity (time and space), no code (the page shows the
 * reference solution below it).
 */
export function editorialProblems(markdown: string): string[] {
  if (isTeachingEditorial(markdown)) return teachingEditorialProblems(markdown);
  // The old format is still accepted: the catalogue moves to the teaching format problem by
  // problem, and each old editorial stays valid (and shown) until its problem is rewritten.
  // Admins' editorials may be of either format too.
  const problems: string[] = [];
  const headings = [...markdown.matchAll(/^(#{1,6})\s+(.*?)\s*$/gm)];
  const names = headings.map((match) => `${match[1]} ${match[2]}`);
  const expected = editorialSections.map((section) => `## ${section}`);
  if (names.join('|') !== expected.join('|')) {
    problems.push(
      `its headings must be exactly ${expected.join(', ')} in this order, or those of a teaching editorial (## Approach 1: …, ## Approach 2: …, ## Pitfalls, ## Worked example) (found: ${names.join(', ') || 'none'})`,
    );
    return problems;
  }
  const bodies = headings.map((match, index) =>
    markdown
      .slice(match.index + match[0].length, headings[index + 1]?.index ?? markdown.length)
      .trim(),
  );
  if (markdown.slice(0, headings[0]!.index).trim()) problems.push('text before ## Idea');
  editorialSections.forEach((section, index) => {
    if (!bodies[index]) problems.push(`## ${section} is empty`);
  });
  if (bodies[1] && !/^1\.\s/m.test(bodies[1]))
    problems.push('## Approach must be numbered steps (1. …)');
  if (bodies[2] && !(/\btime\b/i.test(bodies[2]) && /\bspace\b/i.test(bodies[2])))
    problems.push('## Complexity must state the time and the space');
  if (/```|~~~/.test(markdown))
    problems.push('no code blocks: the page shows the reference solution');
  return problems;
}

/** A problem linked from another's page. `_id` is its slug. */
export const similarProblemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  difficulty: difficultySchema,
});
export type SimilarProblem = z.infer<typeof similarProblemSchema>;

/**
 * GET /problems/{id}/help: what the page offers a stuck learner. Hint texts are given only for the
 * hints this learner opened (in order); the editorial itself comes from POST /problems/{id}/editorial.
 */
export const problemHelpSchema = z.object({
  problemId: z.string(),
  pattern: z.object({ id: patternIdSchema, name: z.string() }).nullable(),
  hintCount: z.number().int().min(0),
  /** The texts of the hints the signed-in learner opened, hint 1 first; empty when signed out. */
  openedHints: z.array(z.string()),
  similar: z.array(similarProblemSchema),
  hasEditorial: z.boolean(),
  /** The signed-in learner opened the editorial (false when signed out). */
  editorialOpened: z.boolean(),
  /** The signed-in learner has an Accepted submission: the editorial opens without asking. */
  solved: z.boolean(),
});
export type ProblemHelp = z.infer<typeof problemHelpSchema>;

/** POST /problems/{id}/hints/{number}: `number` counts from 1; hints open in order. */
export const hintParamSchema = z.object({
  id: z.string().min(1).max(200),
  number: z.coerce.number().int().min(1).max(HINTS_MAX),
});
export const hintRevealResponseSchema = z.object({
  number: z.number().int().min(1),
  text: z.string(),
  /** How many hints this learner has opened on this problem now. */
  hintsOpened: z.number().int().min(0),
});
export type HintRevealResponse = z.infer<typeof hintRevealResponseSchema>;

const codeByLanguageSchema = z.partialRecord(z.enum(languageIds), z.string());

/** POST /problems/{id}/editorial: the editorial and the reference solution per language. */
export const editorialResponseSchema = z.object({
  problemId: z.string(),
  /**
   * Markdown: a teaching editorial (approaches, Pitfalls, Worked example; teaching-editorial.ts)
   * or one of the old format (Idea, Approach, Complexity).
   */
  markdown: z.string(),
  solutions: codeByLanguageSchema,
  /**
   * For a teaching editorial, the code under each approach by its marker (`reference`,
   * `reference.py`, `wrong-brute`) then language, in the registry's language order; empty for the
   * old format and for `none`.
   */
  approachCode: z.record(z.string(), codeByLanguageSchema),
  /** Opened before the learner's first Accepted submission (it does not change the Zen Score). */
  openedEarly: z.boolean(),
});
export type EditorialResponse = z.infer<typeof editorialResponseSchema>;

/** The help fields as admins edit them, bulk upload takes and export gives. */
export const problemHelpFieldsSchema = z
  .object({
    pattern: patternIdSchema.nullable(),
    hints: z
      .array(z.string().trim().min(1).max(HINT_MAX_LENGTH))
      .max(HINTS_MAX)
      .refine((hints) => hints.length === 0 || hints.length >= HINTS_MIN, {
        message: `give ${HINTS_MIN} to ${HINTS_MAX} hints, or none`,
      }),
    similar: z.array(z.string().min(1).max(200)).max(SIMILAR_MAX),
    editorial: z
      .string()
      .max(EDITORIAL_MAX_LENGTH)
      .nullable()
      .superRefine((markdown, ctx) => {
        if (!markdown) return;
        for (const problem of editorialProblems(markdown))
          ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .strict();
export type ProblemHelpFields = z.infer<typeof problemHelpFieldsSchema>;

/** The help routes' own error texts. */
export const helpMessages = {
  noSuchHint: 'This problem has no hint with that number.',
  hintsInOrder: 'Open the hints in order: open the previous hint first.',
  noEditorial: 'This problem has no editorial yet.',
} as const;

/** PUT /problems/{id}/help/fields (admins): any of the help fields; the others stay. */
export const problemHelpFieldsUpdateSchema = problemHelpFieldsSchema.partial().strict();
export type ProblemHelpFieldsUpdate = z.infer<typeof problemHelpFieldsUpdateSchema>;
