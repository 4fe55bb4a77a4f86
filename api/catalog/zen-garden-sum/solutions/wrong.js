const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
let total = 0;
for (let i = 1; i < data[0]; i++) total = (total + data[i]) | 0;
console.log(total);
