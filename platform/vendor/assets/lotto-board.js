// A draw's result as a board a lottery player reads at a glance: keno's twenty balls, the three digits of 3D, the
// 6D first prize beside its bottom two, and the VN and 4D prizes tier by tier. The player's numbers are marked
// in gold wherever they came out (keno: the number itself; the others: each prize ending in it).

/** Each prize tier of a result with its numbers, in the order the board shows them. */
function tiersOf(result) {
  if (result.kind === 'keno') return [['drawn', result.numbers.map(String)]];
  if (result.kind === 'd3') return [['drawn', result.digits.split('')]];
  if (result.kind === 'sea6')
    return [
      ['first', [result.first]],
      ['bottom2', [result.bottom2]],
    ];
  return Object.entries(result.prizes);
}

/** Whether a number of the result is one of the player's (`mine`), as the bet reads it. */
function isMine(result, value, mine) {
  if (mine.length === 0) return false;
  if (result.kind === 'keno') return mine.includes(value);
  if (result.kind === 'd3') return false;
  return mine.some((n) => value.endsWith(n));
}

export function resultBoard(result, mine, prizes, local) {
  const board = document.createElement('div');
  board.className = `board ${result.kind}`;
  for (const [tier, numbers] of tiersOf(result)) {
    const row = document.createElement('div');
    row.className = 'tier';
    if (tier !== 'drawn') {
      const name = document.createElement('span');
      name.className = 'tier-name';
      name.textContent = prizes[tier] ?? tier;
      row.append(name);
    }
    const list = document.createElement('span');
    list.className = 'balls';
    for (const value of numbers) {
      const ball = document.createElement('b');
      ball.textContent = local(value);
      if (isMine(result, value, mine)) ball.className = 'hit';
      list.append(ball);
    }
    // 3D: the player's digits are marked where the whole number matched (straight) or in any order (box).
    if (result.kind === 'd3' && mine[0] && [...mine[0]].sort().join('') === [...result.digits].sort().join(''))
      for (const ball of list.children) ball.className = 'hit';
    row.append(list);
    board.append(row);
  }
  return board;
}
