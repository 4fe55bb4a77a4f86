import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { patternIds } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { defaultCatalogDir } from './read-catalog.ts';
import { readStudyPlanFile, studyPlanFileSchema } from './study-plan-file.ts';

describe('api/catalog/study-plan.json', () => {
  const plan = readStudyPlanFile();
  const slugs = plan.patterns.flatMap((pattern) => pattern.problems);

  it('lists the 18 patterns in order with the 150 problems of the canon once each, and 75 most asked', () => {
    expect(plan.patterns.map((pattern) => pattern.id)).toEqual([...patternIds]);
    expect(slugs).toHaveLength(150);
    expect(new Set(slugs).size).toBe(150);
    expect(plan.mostAsked).toHaveLength(75);
  });

  it('names only slugs that are catalogue folders: the whole canon ships', () => {
    const folders = readdirSync(defaultCatalogDir).filter((name) =>
      statSync(join(defaultCatalogDir, name)).isDirectory(),
    );
    const notShipped = slugs.filter((slug) => !folders.includes(slug));
    expect(notShipped).toEqual([]);
  });

  it('rejects a plan out of pattern order, a slug twice, or a most-asked slug outside it', () => {
    const ok = {
      mostAskedRule: 'r',
      patterns: patternIds.map((id) => ({ id, problems: [`${id}-x`] })),
      mostAsked: [],
    };
    expect(studyPlanFileSchema.safeParse(ok).success).toBe(true);
    const swapped = { ...ok, patterns: [...ok.patterns].reverse() };
    expect(studyPlanFileSchema.safeParse(swapped).error?.issues[0]?.message).toMatch(
      /in this order/,
    );
    const twice = { ...ok, patterns: ok.patterns.map((p) => ({ ...p, problems: ['same'] })) };
    expect(studyPlanFileSchema.safeParse(twice).error?.issues[0]?.message).toBe(
      'same is listed twice',
    );
    const outside = { ...ok, mostAsked: ['elsewhere'] };
    expect(studyPlanFileSchema.safeParse(outside).error?.issues[0]?.message).toBe(
      'elsewhere is not in a pattern',
    );
  });
});

describe('patterns in problem.json and in the study plan', () => {
  it('agree for every catalogue folder the plan lists', () => {
    const plan = readStudyPlanFile();
    const planned = new Map(
      plan.patterns.flatMap((pattern) => pattern.problems.map((slug) => [slug, pattern.id])),
    );
    const disagreements = readdirSync(defaultCatalogDir)
      .filter((name) => statSync(join(defaultCatalogDir, name)).isDirectory())
      .flatMap((slug) => {
        const problem = JSON.parse(
          readFileSync(join(defaultCatalogDir, slug, 'problem.json'), 'utf8'),
        ) as { pattern?: string };
        const expected = planned.get(slug);
        return expected && problem.pattern && problem.pattern !== expected
          ? [`${slug}: ${problem.pattern}, the plan says ${expected}`]
          : [];
      });
    expect(disagreements).toEqual([]);
  });
});
