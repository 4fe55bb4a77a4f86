import {
  HINTS_MAX,
  type PatternId,
  type ProblemHelpFields,
  type ProblemHelpFieldsUpdate,
} from '@zencode/shared/contract';

/** The help editor's fields as the form holds them: text boxes, one per hint. */
export interface HelpFieldsForm {
  pattern: PatternId | 'none';
  hints: string[];
  similar: string;
  editorial: string;
}

export function helpFormOf(fields: ProblemHelpFields): HelpFieldsForm {
  return {
    pattern: fields.pattern ?? 'none',
    hints: Array.from({ length: HINTS_MAX }, (_, index) => fields.hints[index] ?? ''),
    similar: fields.similar.join(', '),
    editorial: fields.editorial ?? '',
  };
}

/** The update the form asks for: blank hints dropped, similar slugs split on commas and spaces. */
export function helpUpdateOf(form: HelpFieldsForm): ProblemHelpFieldsUpdate {
  return {
    pattern: form.pattern === 'none' ? null : form.pattern,
    hints: form.hints.map((hint) => hint.trim()).filter((hint) => hint !== ''),
    similar: form.similar
      .split(/[\s,]+/)
      .map((slug) => slug.trim())
      .filter((slug) => slug !== ''),
    editorial: form.editorial.trim() === '' ? null : form.editorial,
  };
}

/**
 * A starting point for a new editorial, in the teaching format: on an admin's problem `reference`
 * shows its reference solutions, and a slower approach (`wrong-brute`) has no code to show.
 */
export const editorialTemplate = `## Approach 1: Brute force

<!-- code: none -->

**Idea.** 

**Why it works.** 

**Steps.**

1. 

- Time: O(): 
- Space: O(): 

## Approach 2: 

<!-- code: reference -->

**Idea.** 

**Why it works.** 

**Steps.**

1. 

- Time: O(): 
- Space: O(): 

## Pitfalls

- **The mistake.** Why it goes wrong, and the fix.
- **Another mistake.** Why it goes wrong, and the fix.

## Worked example

1. 
`;
