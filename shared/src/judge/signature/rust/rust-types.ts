import type { ValueType } from '../../../contract/signature.ts';
import { parseValueType } from '../value-type.ts';

const baseNames = {
  integer: 'i32',
  uint32: 'u32',
  long: 'i64',
  double: 'f64',
  boolean: 'bool',
  string: 'String',
  character: 'char',
  ListNode: 'Option<Box<ListNode>>',
  TreeNode: 'Option<Rc<RefCell<TreeNode>>>',
  // LeetCode offers no Rust for these (see rustOffers): named only so that every type maps.
  RandomListNode: 'Option<Rc<RefCell<Node>>>',
  GraphNode: 'Option<Rc<RefCell<Node>>>',
} as const;

/** LeetCode's Rust spelling of a type: `Vec<Vec<i32>>`, `Option<Box<ListNode>>`. */
export function rustType(type: ValueType | 'void'): string {
  if (type === 'void') return '()';
  const shape = parseValueType(type);
  let name: string = baseNames[shape.base];
  for (let level = 0; level < shape.depth; level++) name = `Vec<${name}>`;
  return name;
}

/** ` -> i32`, or nothing for void, as a Rust function's return is written. */
export function rustReturn(type: ValueType | 'void'): string {
  return type === 'void' ? '' : ` -> ${rustType(type)}`;
}

const keywords = new Set(
  'as async await break const continue crate dyn else enum extern false fn for gen if impl in let loop match mod move mut pub ref return static struct super trait true type unsafe use where while abstract become box do final macro override priv typeof unsized virtual yield try'.split(
    ' ',
  ),
);

/**
 * LeetCode's snake_case of a signature's camelCase name: `twoSum` → `two_sum`, `lengthOfLIS` →
 * `length_of_lis`, `isValidBST` → `is_valid_bst`; a Rust keyword gets its raw form (`r#type`).
 */
export function snakeCase(name: string): string {
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
  return keywords.has(snake) ? `r#${snake}` : snake;
}

/**
 * Functions whose LeetCode Rust starter keeps the camelCase name instead of snake_case, so that
 * solutions written there compile here: Number of 1 Bits is `pub fn hammingWeight(n: i32)`.
 */
const leetcodeCamelCaseFunctions = new Set(['hammingWeight']);

/** The function's name as LeetCode's Rust starter writes it. */
export function rustFunctionName(name: string): string {
  return leetcodeCamelCaseFunctions.has(name) ? name : snakeCase(name);
}

/**
 * The name the harness calls: LeetCode's, or the snake_case one where LeetCode's is camelCase and
 * the learner wrote only the snake_case one (both are accepted). When the learner defined neither,
 * LeetCode's, so that the compile error names the function expected.
 */
export function rustCalledName(name: string, code: string): string {
  const leetcode = rustFunctionName(name);
  const snake = snakeCase(name);
  const defines = (fn: string) => new RegExp(`\\bfn\\s+${fn}\\s*[<(]`).test(code);
  return leetcode !== snake && !defines(leetcode) && defines(snake) ? snake : leetcode;
}

export const rustListNodeComment = `// Definition for singly-linked list.
// #[derive(PartialEq, Eq, Clone, Debug)]
// pub struct ListNode {
//   pub val: i32,
//   pub next: Option<Box<ListNode>>
// }
// 
// impl ListNode {
//   #[inline]
//   fn new(val: i32) -> Self {
//     ListNode {
//       next: None,
//       val
//     }
//   }
// }`;

export const rustTreeNodeComment = `// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
// 
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }`;

/** What a tree problem's starter code imports (LeetCode writes these below the comment). */
export const rustTreeImports = 'use std::rc::Rc;\nuse std::cell::RefCell;';

/**
 * The definitions LeetCode's environment provides, uncommented, with full paths: the learner's
 * own `use std::rc::Rc;` must not clash with an import of the harness.
 */
export const rustNodeDefinitions = [rustListNodeComment, rustTreeNodeComment]
  .map((comment) =>
    comment
      .split('\n')
      .filter((line) => !line.startsWith('// Definition'))
      .map((line) => line.replace(/^\/\/ ?/, ''))
      .join('\n')
      .replace(
        /Option<Rc<RefCell<TreeNode>>>/g,
        'Option<std::rc::Rc<std::cell::RefCell<TreeNode>>>',
      )
      .replace(/\n {2}fn new/, '\n  pub fn new')
      .replace(/\nimpl /, '\n#[allow(dead_code)]\nimpl '),
  )
  .map((definition) => `#[allow(dead_code)]\n${definition}`)
  .join('\n');
