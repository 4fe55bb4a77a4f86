const blocks = [];
for (;;) {
  blocks.push(new Array(1 << 20).fill(blocks.length));
}
