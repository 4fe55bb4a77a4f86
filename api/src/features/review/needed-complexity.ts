/** About this many simple steps fit in a second: the usual yardstick for a time limit. */
const stepsPerSecond = 1e8;

/** From the slowest to the fastest: the first whose steps at the largest size fit is advised. */
const complexities: { name: string; steps: (n: number) => number }[] = [
  { name: 'O(n!)', steps: (n) => (n > 20 ? Infinity : factorial(n)) },
  { name: 'O(2^n)', steps: (n) => 2 ** Math.min(n, 1100) },
  { name: 'O(n^3)', steps: (n) => n ** 3 },
  { name: 'O(n^2)', steps: (n) => n ** 2 },
  { name: 'O(n log n)', steps: (n) => n * Math.log2(Math.max(n, 2)) },
  { name: 'O(n)', steps: (n) => n },
];

function factorial(n: number): number {
  let product = 1;
  for (let k = 2; k <= n; k++) product *= k;
  return product;
}

/** "10^4", "10⁴", "5 * 10^4", "3 x 10^4", "10,000" or "1000" as a number; null otherwise. */
export function readBound(text: string): number | null {
  const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const plain = text
    .replace(
      /[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g,
      (digits) => `^${[...digits].map((d) => superscripts.indexOf(d)).join('')}`,
    )
    .replace(/(\d),(\d{3})/g, '$1$2')
    .trim();
  const match = /^(?:(\d+(?:\.\d+)?)\s*[*x×·]\s*)?(\d+)(?:\s*\^\s*(\d+))?$/.exec(plain);
  if (!match) return null;
  const base = Number(match[2]) ** (match[3] ? Number(match[3]) : 1);
  return (match[1] ? Number(match[1]) : 1) * base;
}

/**
 * The largest input size the constraints allow: the upper bounds of sizes ("nums.length",
 * "s.length", "n", "the number of nodes"), never of values ("nums[i]", "target").
 */
export function largestInputSize(
  constraints: readonly string[],
): { size: number; constraint: string } | null {
  let largest: { size: number; constraint: string } | null = null;
  for (const constraint of constraints) {
    const parts = constraint.replace(/`/g, '').split(/<=|≤|</);
    if (parts.length < 2) continue;
    const term = parts[parts.length - 2]!.trim();
    const isSize =
      /\.(length|size)\b|\bsize\(\)|^(n|m)$|number of/i.test(term) && !term.includes('[');
    if (!isSize) continue;
    const size = readBound(parts[parts.length - 1]!);
    if (size !== null && (largest === null || size > largest.size)) largest = { size, constraint };
  }
  return largest;
}

/**
 * The review's complexity advice for the problem's constraints, as Markdown, or null when the
 * constraints state no size.
 */
export function neededComplexity(constraints: readonly string[]): string | null {
  const largest = largestInputSize(constraints);
  if (!largest) return null;
  const fits = complexities.find(({ steps }) => steps(largest.size) <= stepsPerSecond);
  const advised = fits ?? complexities[complexities.length - 1]!;
  const slower = complexities[complexities.indexOf(advised) - 1];
  return [
    '## Complexity',
    `The constraints allow inputs of up to ${largest.size.toLocaleString('en-US')} (\`${largest.constraint}\`). About 10^8 simple steps fit in a second, so aim for **${advised.name}** or better${slower ? `; ${slower.name} would take too long on the largest inputs` : ''}.`,
  ].join('\n\n');
}
