/** The fixed tagline of each Zen Legend card, by rank. */
export const legendTaglines = [
  'A still mind finds the shortest path.',
  'Patience turns every problem into practice.',
  'Each bug, a quiet teacher.',
] as const;
