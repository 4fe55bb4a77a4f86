export { type Literal, LiteralSyntaxError } from './literal.ts';
export { parseLiteral, parseLiterals } from './parse-literal.ts';
export { formatDouble, serializeLiteral } from './serialize-literal.ts';
