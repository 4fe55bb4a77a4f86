/** Constraint validators: each problem's stated constraints, read into checks of its cases. */
export {
  constraintValidator,
  type ConstraintFault,
  type ConstraintValidator,
  type LineStatus,
} from './constraint-validator.ts';
export type { ConstraintModule, PromiseInput, StdioValues } from './constraint-module.ts';
export { constraintModules } from './promises/index.ts';
