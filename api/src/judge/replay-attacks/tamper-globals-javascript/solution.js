const forged = () => 'zcForged';
var __zcReplayLoad = forged;
Object.defineProperty(globalThis, '__zcReplayLoad', { value: forged, configurable: true });

var twoSum = function (nums, target) {
  // What the tracer might lean on, replaced before its next step.
  Array.prototype.join = forged;
  Array.prototype.slice = () => [];
  Array.prototype.every = () => false;
  Array.prototype[Symbol.iterator] = function* () {};
  String.prototype.slice = forged;
  RegExp.prototype.test = () => false;
  RegExp.prototype.exec = () => null;
  Set.prototype.has = () => true;
  Set.prototype.add = function () {
    return this;
  };
  Math.max = () => 0;
  Math.min = () => 0;
  Buffer.concat = () => Buffer.alloc(0);
  Atomics.wait = () => 'ok';
  String = forged;
  Number = () => 4242;
  Object.freeze(Object.prototype);
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const x = nums[i];
    if (seen.has(target - x)) return [seen.get(target - x), i];
    seen.set(x, i);
  }
  return [];
};
