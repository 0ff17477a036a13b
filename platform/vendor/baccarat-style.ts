export const BACCARAT_STYLE = '';
