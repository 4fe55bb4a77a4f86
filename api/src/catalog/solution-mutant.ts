import { z } from 'zod';

/**
 * solutions/wrong[-<what>].<ext>.mutant.json: a known-wrong solution written as a bug planted in a
 * reference of the same language, so that the folder does not keep a second copy of the reference.
 */
export const solutionMutantSchema = z.strictObject({
  /** The reference it changes, e.g. `reference.py` (`reference.ts` for JavaScript too). */
  of: z.string().regex(/^reference\.[a-z]+$/, 'must name a reference.<ext> file'),
  /** The mistake in a sentence, as a comment at the top of a wrong file says it. */
  why: z.string().trim().min(1),
  /** Text of the reference (`find`, exactly once in it) and what it becomes (`to`). */
  change: z.array(z.strictObject({ find: z.string().min(1), to: z.string() })).min(1),
});
export type SolutionMutant = z.infer<typeof solutionMutantSchema>;

const quoted = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);

/**
 * The reference with every change made at once. Each `find` must occur exactly once in the
 * reference (so the change cannot land in the wrong place when the reference is edited), the finds
 * must not overlap, and the result must differ from the reference. Throws an Error naming `name`
 * (the mutant's file) and the text at fault.
 */
export function mutatedCode(reference: string, mutant: SolutionMutant, name: string): string {
  const problems: string[] = [];
  const places = mutant.change.map(({ find, to }, index) => {
    const at = reference.indexOf(find);
    const again = at === -1 ? -1 : reference.indexOf(find, at + 1);
    if (at === -1)
      problems.push(
        `change ${index + 1}: ${quoted(find)} is not in ${mutant.of} (each find must occur exactly once)`,
      );
    else if (again !== -1)
      problems.push(
        `change ${index + 1}: ${quoted(find)} occurs more than once in ${mutant.of} (each find must occur exactly once: make it longer)`,
      );
    return { at, end: at + find.length, to, index };
  });
  const sorted = places.filter((place) => place.at !== -1).sort((a, b) => a.at - b.at);
  sorted.forEach((place, position) => {
    const next = sorted[position + 1];
    if (next && next.at < place.end)
      problems.push(`changes ${place.index + 1} and ${next.index + 1} overlap in ${mutant.of}`);
  });
  if (problems.length > 0) throw new Error(`${name}: ${problems.join('; ')}`);
  let code = '';
  let done = 0;
  for (const place of sorted) {
    code += reference.slice(done, place.at) + place.to;
    done = place.end;
  }
  code += reference.slice(done);
  if (code === reference)
    throw new Error(`${name}: the changes leave ${mutant.of} as it is: a mutant must differ`);
  return code;
}
