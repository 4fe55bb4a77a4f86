// Fills every writable in-memory file system with 1 MiB files until it refuses.
// The judge runs a learner's JavaScript as CommonJS, so this program loads modules as learners do.
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');
const path = require('node:path');

const block = Buffer.alloc(1 << 20, 'z');
for (const directory of ['/tmp', '/dev/shm', '/dev', '/']) {
  let written = 0;
  try {
    for (let i = 0; i < 100_000; i++) {
      fs.writeFileSync(path.join(directory, `fill-${i}`), block);
      written += 1;
    }
  } catch (error) {
    console.log(`${directory} stopped at ${written} MiB: ${error.code}`);
  }
}
