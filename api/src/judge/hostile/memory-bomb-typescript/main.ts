const blocks: number[][] = [];
for (;;) {
  blocks.push(new Array<number>(1 << 20).fill(blocks.length));
}
