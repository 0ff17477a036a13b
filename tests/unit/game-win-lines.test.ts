import { describe, expect, it } from 'vitest';
import { PAYLINES } from '../../platform/vendor/engines/slot-config.ts';
import {
  cellCentre,
  lineCells,
  lineColour,
  linePoints,
  stripRun,
  symbolCells,
  winningCells,
} from '../../platform/vendor/assets/win-lines.js';

describe('the slot page drawing its wins', () => {
  it('runs a payline from the left edge through each reel to the right edge', () => {
    expect(cellCentre(0, 0)).toEqual([50, 50]);
    expect(cellCentre(4, 2)).toEqual([450, 250]);
    // Line 1 is the middle row straight across.
    expect(linePoints(PAYLINES[0])).toBe('0,150 50,150 150,150 250,150 350,150 450,150 500,150');
    // Line 4 is the V: top, middle, bottom, middle, top.
    expect(linePoints(PAYLINES[3])).toBe('0,50 50,50 150,150 250,250 350,150 450,50 500,50');
  });

  it('lights the cells of each line win from the first reel, and every scatter when the scatter paid', () => {
    expect(lineCells(PAYLINES[3], 3)).toEqual(['0:0', '1:1', '2:2']);
    const grid = [
      ['TIGER', 'SCATTER', 'ACE', 'KING', 'SCATTER'],
      ['COIN', 'COIN', 'COIN', 'JACK', 'QUEEN'],
      ['SCATTER', 'ACE', 'TIGER', 'JACK', 'KING'],
    ];
    expect(symbolCells(grid, 'SCATTER')).toEqual(['1:0', '4:0', '0:2']);
    const lineWins = [{ line: 1, symbol: 'COIN', count: 3, winMinor: '80' }];
    expect([...winningCells(grid, lineWins, PAYLINES, 'SCATTER', false)]).toEqual(['0:1', '1:1', '2:1']);
    expect([...winningCells(grid, lineWins, PAYLINES, 'SCATTER', true)].sort()).toEqual(
      ['0:1', '1:1', '2:1', '1:0', '4:0', '0:2'].sort(),
    );
    expect([...winningCells(grid, [], PAYLINES, 'SCATTER', false)]).toEqual([]);
  });

  it('gives each line one colour and runs the real strip past a stopping reel', () => {
    expect(lineColour(1)).toBe(lineColour(10));
    expect(lineColour(1)).not.toBe(lineColour(2));
    expect(stripRun([5, 6, 7, 8], 2, 6)).toEqual([7, 8, 5, 6, 7, 8]);
  });
});
