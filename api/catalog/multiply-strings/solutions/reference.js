/**
 * @param {string} num1
 * @param {string} num2
 * @return {string}
 */
var multiply = function (num1, num2) {
  if (num1 === '0' || num2 === '0') return '0';
  const m = num1.length;
  const n = num2.length;
  const places = new Array(m + n).fill(0);
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      places[i + j] += Number(num1[m - 1 - i]) * Number(num2[n - 1 - j]);
    }
  }
  for (let k = 0; k + 1 < m + n; k++) {
    places[k + 1] += Math.floor(places[k] / 10);
    places[k] %= 10;
  }
  let top = m + n - 1;
  while (top > 0 && places[top] === 0) top--;
  return places.slice(0, top + 1).reverse().join('');
};
