import type { ProblemExportItem } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import { readHelpFields } from '../problem-help/index.ts';
import { listProblemIds } from '../problems/index.ts';
import { loadAuthoringSource, type AuthoringSource } from './authoring-source.ts';

/** A problem in the bulk-upload format, with everything an import needs to recreate it. */
export function toExportItem(source: AuthoringSource): ProblemExportItem {
  return {
    originalId: source.id,
    name: source.name,
    statement: source.statement,
    code: source.code,
    difficulty: source.difficulty,
    tags: source.tags,
    constraints: source.constraints,
    examples: source.examples,
    signature: source.signature,
    checker: source.checker,
    limits: source.limits,
    referenceSolution: source.referenceSolution,
    testcases: source.cases.map((testcase) => ({
      input: testcase.input,
      output: testcase.output,
      isPublic: testcase.isPublic,
    })),
  };
}

/** Every problem that is not deleted, drafts included, in catalogue order. */
export async function exportCatalogue(db: Db): Promise<ProblemExportItem[]> {
  const items: ProblemExportItem[] = [];
  for (const id of await listProblemIds(db))
    items.push({
      ...toExportItem(await loadAuthoringSource(db, id)),
      ...(await readHelpFields(db, id)),
    });
  return items;
}
