/** The judge core: languages, literals, code generation, checkers and the runner. Node-only. */
export * from './languages/index.ts';
export * from './literal/index.ts';
export * from './signature/index.ts';
export * from './checkers/index.ts';
export * from './runner/index.ts';
export { CaseInputError } from './protocol/case-input-error.ts';
export { validateCaseInput } from './protocol/validate-case-input.ts';
export { validateCase } from './protocol/validate-case.ts';
// The API checks learners' custom inputs against the signature before running them.
export { encodeCase, type HarnessSignature } from './protocol/encode-case.ts';
export * from './sandbox/index.ts';
export * from './replay/index.ts';
