export const BINGO_STYLE = '';
