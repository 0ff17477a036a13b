// The lottery slip's number grid: which numbers a bet type is picked from (keno 1-80, two digits 00-99, or one
// row of 0-9 per digit of a 3- or 4-digit number), drawn as buttons of at least 44 px that the player taps. The
// typed field stays the one source of the numbers: the grid reads it to mark what is picked and writes it on a tap.

/** The shape of a bet type's pick: keno numbers, whole 2-digit numbers (how many), or digits by position. */
export function shapeOf(betType, digitsOf, xienOf) {
  if (/^pick[1-5]$/.test(betType)) return { kind: 'pool', from: 1, to: 80, pad: 0, count: Number(betType.slice(4)) };
  if (xienOf[betType]) return { kind: 'pool', from: 0, to: 99, pad: 2, count: xienOf[betType] };
  const digits = digitsOf[betType] ?? 1;
  if (digits === 2) return { kind: 'pool', from: 0, to: 99, pad: 2, count: 1 };
  return { kind: 'digits', digits };
}

function button(label, value, pressed, local) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'cell';
  b.dataset.value = value;
  b.textContent = local(label);
  b.setAttribute('aria-pressed', pressed ? 'true' : 'false');
  return b;
}

/** Draws the grid for `shape` with `picked` (the numbers in the field) marked. */
export function drawGrid(grid, shape, picked, words, local) {
  if (shape.kind === 'pool') {
    const chosen = new Set(picked);
    const cells = [];
    for (let n = shape.from; n <= shape.to; n += 1) {
      const value = shape.pad ? String(n).padStart(shape.pad, '0') : String(n);
      cells.push(button(value, value, chosen.has(value), local));
    }
    grid.className = shape.to > 90 ? 'grid pool wide' : 'grid pool';
    grid.replaceChildren(...cells);
    return;
  }
  const number = picked[0] ?? '';
  const rows = [];
  for (let position = 0; position < shape.digits; position += 1) {
    const row = document.createElement('div');
    row.className = 'digit-row';
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', local(`${words.digit} ${position + 1}`));
    for (let d = 0; d <= 9; d += 1)
      row.append(button(String(d), `${position}:${d}`, number[position] === String(d), local));
    rows.push(row);
  }
  grid.className = 'grid digits';
  grid.replaceChildren(...rows);
}

/**
 * The numbers after a tap on `value`: a pool number toggles (a single pick is replaced; a full ticket takes no
 * more until one is untapped), a digit sets its position (unset positions stay as "-" until tapped).
 */
export function tapped(shape, picked, value) {
  if (shape.kind === 'pool') {
    if (picked.includes(value)) return picked.filter((n) => n !== value);
    if (shape.count === 1) return [value];
    return picked.length >= shape.count ? picked : [...picked, value];
  }
  const [position, digit] = value.split(':').map(Number);
  const chars = (picked[0] ?? '').padEnd(shape.digits, '-').slice(0, shape.digits).split('');
  chars[position] = String(digit);
  return [chars.join('')];
}

/** How many numbers (or digits) are picked, and how many the bet takes. */
export function progressOf(shape, picked) {
  if (shape.kind === 'pool') return [picked.length, shape.count];
  return [(picked[0] ?? '').replace(/-/g, '').length, shape.digits];
}
