const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(data[0]);
const counts = new Map();
for (let i = 1; i <= n; i++) counts.set(data[i], (counts.get(data[i]) || 0) + 1);
let best = null;
for (const [name, count] of counts) {
    const top = best === null ? -1 : counts.get(best);
    if (count > top || (count === top && name < best)) best = name;
}
console.log(`${best} ${counts.get(best)}`);
