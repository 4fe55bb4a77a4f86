import type { Literal } from '../../judge/literal/index.ts';
import type { Env } from './evaluate.ts';

/** Part of a case where names have values: a class-design call, a stdio input's line. */
export interface CaseScope {
  /** How a fault names it: `call 3 (push)`, `path 2`. */
  label: string;
  /** The class-design method called (the class's name for the constructor). */
  method?: string;
  values: Env;
}

/**
 * One case as the checks read it. A function problem's parameters are all global; a class-design
 * case has one scope per call; a stdio problem's module says which values are global.
 */
export interface CaseView {
  global: Env;
  scopes: CaseScope[];
  /** The expected output's literal, when the case has one. */
  answer?: Literal;
}

/** A check of one constraint line: null when the case keeps it, else what breaks it. */
export type LineCheck = (view: CaseView) => string | null;
