import { describe, expect, it } from 'vitest';
import { checkConstraints } from './check-constraints.ts';
import { defaultCatalogDir, readCatalog } from './read-catalog.ts';

describe('checkConstraints', () => {
  it('passes the shipped cases of a problem and counts how its lines are checked', () => {
    const problems = readCatalog(defaultCatalogDir, ['two-sum', 'monastery-paths']);
    const { failures, coverage } = checkConstraints(defaultCatalogDir, problems);
    expect(failures).toEqual([]);
    // Two Sum: three lines by the reader, its one-answer promise by its module; Monastery Paths: four.
    expect(coverage).toEqual({ lines: 8, reader: 7, module: 1 });
  });

  it('names the problem, the case index and the broken line', () => {
    const [problem] = readCatalog(defaultCatalogDir, ['two-sum']);
    const cases = [
      ...problem!.cases,
      { input: '[1,3,2,2]\n4', output: '[0,2]', public: false },
      { input: '[1000000001,2]\n1000000003', output: '[0,1]', public: false },
    ];
    const { failures } = checkConstraints(defaultCatalogDir, [{ ...problem!, cases }]);
    const last = problem!.cases.length;
    expect(failures).toEqual([
      `api/catalog/two-sum/cases.json: case ${last} breaks "Exactly one pair of indices adds up to target.": 2 pairs add up to 4`,
      `api/catalog/two-sum/cases.json: case ${last + 1} breaks "-10^9 <= nums[i] <= 10^9": at i = 0: nums[i] = 1000000001 is not <= 10^9`,
      `api/catalog/two-sum/cases.json: case ${last + 1} breaks "-10^9 <= target <= 10^9": target = 1000000003 is not <= 10^9`,
    ]);
  });

  it('fails on a constraint line that nothing checks', () => {
    const [problem] = readCatalog(defaultCatalogDir, ['two-sum']);
    const constraints = [...problem!.constraints, 'The numbers were chosen kindly.'];
    const { failures } = checkConstraints(defaultCatalogDir, [{ ...problem!, constraints }]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^api\/catalog\/two-sum\/problem\.json: constraint "The numbers were chosen kindly\." is checked by neither the reader \(.+\) nor a promise in shared\/src\/catalog\/constraints\/promises\/two-sum\.ts$/,
    );
  });
});
