export { practiceBook } from './book.ts';
