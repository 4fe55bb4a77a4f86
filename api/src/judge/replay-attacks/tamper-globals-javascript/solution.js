// What the tracer might lean on, replaced before the first step of twoSum runs.
const forged = () => 'zcForged';
Array.prototype.join = forged;
Array.prototype.slice = () => [];
Array.prototype.every = () => false;
String.prototype.slice = forged;
RegExp.prototype.test = () => false;
Set.prototype.has = () => true;
Set.prototype.add = function () {
  return this;
};
Math.max = () => 0;
Math.min = () => 0;
Buffer.concat = () => Buffer.alloc(0);
Buffer.from = () => Buffer.alloc(0);
Atomics.wait = () => 'ok';
String = forged;
Number = () => 4242;
var __zcReplayLoad = forged;
Object.defineProperty(globalThis, '__zcReplayLoad', { value: forged, configurable: true });
Object.freeze(Object.prototype);

var twoSum = function (nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const x = nums[i];
    if (seen.has(target - x)) return [seen.get(target - x), i];
    seen.set(x, i);
  }
  return [];
};
