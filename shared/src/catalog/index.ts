/** The catalogue's shared machinery: constraint validators for every problem's cases. */
export * from './constraints/index.ts';
