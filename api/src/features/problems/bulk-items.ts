import {
  BULK_UPLOAD_MAX_PROBLEMS,
  problemExportItemSchema,
  type ProblemExportItem,
} from '@zencode/shared/contract';
import { checkBulkUpload } from '@zencode/shared/rules';
import { BadRequestError } from '../../errors.ts';
import { describeZodError } from '../../http/index.ts';

/**
 * Reads a bulk upload's raw body: first the product's rules with the product's messages, exactly as the
 * dialog checks them ('Invalid JSON: Input must be a JSON array', ...), then each problem's
 * fields, naming the problem: "Problem 2: name: Too small ...".
 */
export function readBulkItems(text: string): ProblemExportItem[] {
  const check = checkBulkUpload(text);
  if (!check.ok) throw new BadRequestError(check.error);
  const items = check.problems;
  if (items.length === 0) throw new BadRequestError('Add at least one problem to the array.');
  if (items.length > BULK_UPLOAD_MAX_PROBLEMS)
    throw new BadRequestError(`Upload at most ${BULK_UPLOAD_MAX_PROBLEMS} problems at a time.`);
  return items.map((item, index) => {
    const parsed = problemExportItemSchema.safeParse(item);
    if (!parsed.success)
      throw new BadRequestError(`Problem ${index + 1}: ${describeZodError(parsed.error)}`);
    return parsed.data;
  });
}
