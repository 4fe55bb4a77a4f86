import type { CheckerId } from '../../contract/signature.ts';
import { alienOrder } from './alien-order.ts';
import { anyOrderNested } from './any-order-nested.ts';
import { anyOrder } from './any-order.ts';
import type { Checker } from './checker.ts';
import { exact } from './exact.ts';
import { float } from './float.ts';
import { prerequisiteOrder } from './prerequisite-order.ts';

export type { Checker } from './checker.ts';

/** Every checker by its contract id. */
export const checkers: Record<CheckerId, Checker> = {
  exact,
  float,
  'any-order': anyOrder,
  'any-order-nested': anyOrderNested,
  'prerequisite-order': prerequisiteOrder,
  'alien-order': alienOrder,
};
