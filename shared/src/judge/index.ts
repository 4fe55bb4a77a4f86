/** The judge core: languages, code generation, checkers and the runner. Node-only. */
export * from './languages/index.ts';
export * from './sandbox/index.ts';
