import type { Param } from '../../contract/signature.ts';

/** `p0, p1, …`: the names a harness reads parameters into, as a call's arguments. */
export function readArgs(params: Param[]): string {
  return params.map((_param, index) => `p${index}`).join(', ');
}

/** How one language's harness reads parameter `p<index>`, finds a node by value, links a cycle. */
export interface FunctionParamReading {
  read(param: Param, index: number): string;
  findNode(index: number, treeIndex: number): string;
  linkCycle(read: string, listIndex: number, index: number): string;
}

/**
 * A function's parameters read into `p0`, `p1`…: a node reference found in its tree by value, a
 * cycle position (Linked List Cycle's `pos`) linked into its list and not passed.
 */
export function readFunctionParams(
  params: Param[],
  reading: FunctionParamReading,
): { reads: string[]; args: string } {
  const indexOf = (name: string) => params.findIndex((param) => param.name === name);
  const reads = params.map((param, index) => {
    if (param.nodeIn !== undefined) return reading.findNode(index, indexOf(param.nodeIn));
    const read = reading.read(param, index);
    return param.cycleIn === undefined
      ? read
      : reading.linkCycle(read, indexOf(param.cycleIn), index);
  });
  const passed = params.flatMap((param, index) =>
    param.cycleIn === undefined ? [`p${index}`] : [],
  );
  return { reads, args: passed.join(', ') };
}
