import { elementShape, type TypeShape } from '../value-type.ts';
import { javaKey, javaShapeType } from './java-types.ts';

const scalarReaders: Record<string, string> = {
  integer: '(int) i64()',
  uint32: '(int) i64()',
  long: 'i64()',
  double: 'f64()',
  boolean: 'i64() != 0',
  character: '(char) i64()',
  string: 'str()',
  ListNode: 'rList()',
  TreeNode: 'rTree()',
  RandomListNode: 'ZcRandomNode.read()',
  GraphNode: 'ZcGraphNode.read()',
};

const scalarWriters: Record<string, string> = {
  integer: 'wI64(v);',
  // Java's int holds the unsigned value's bits: the answer is the unsigned reading.
  uint32: 'wI64(Integer.toUnsignedLong(v));',
  long: 'wI64(v);',
  double: 'wF64(v);',
  boolean: 'wI64(v ? 1 : 0);',
  character: 'wI64(v);',
  string: 'wStr(v);',
  ListNode: 'wList(v);',
  TreeNode: 'wTree(v);',
  RandomListNode: 'ZcRandomNode.write(v);',
  GraphNode: 'ZcGraphNode.write(v);',
};

/** Defines r_<key>() and w_<key>(v) for a shape and the shapes inside it. */
export function defineJavaHelpers(shape: TypeShape, defined: Map<string, string>): void {
  const key = javaKey(shape);
  if (defined.has(key)) return;
  const type = javaShapeType(shape);
  if (shape.depth === 0) {
    // Scalars of a list are boxed, but the helpers take primitives: unboxing happens at the call.
    const scalar = javaShapeType({ ...shape, list: false });
    defined.set(
      key,
      `  static ${scalar} r_${key}() { return ${scalarReaders[shape.base]}; }\n` +
        `  static void w_${key}(${scalar} v) { ${scalarWriters[shape.base]} }\n`,
    );
    return;
  }
  const element = elementShape(shape);
  const elementKey = javaKey(element.depth === 0 ? { ...element, list: false } : element);
  defineJavaHelpers(element.depth === 0 ? { ...element, list: false } : element, defined);
  const elementType = javaShapeType(element);
  const create = shape.list
    ? `${type} a = new ArrayList<>(n); for (int i = 0; i < n; i++) a.add(r_${elementKey}());`
    : `${type} a = new ${javaShapeType({ ...shape, depth: 0 })}[n]${'[]'.repeat(shape.depth - 1)}; for (int i = 0; i < n; i++) a[i] = r_${elementKey}();`;
  const size = shape.list ? 'v.size()' : 'v.length';
  defined.set(
    key,
    `  static ${type} r_${key}() { if (isNull()) return null; int n = (int) i64(); ${create} return a; }\n` +
      `  static void w_${key}(${type} v) { if (v == null) { wNull(); return; } wI64(${size}); for (${elementType} x : v) w_${elementKey}(x); }\n`,
  );
}
