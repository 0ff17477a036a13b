export const FISHING_STYLE = '';
