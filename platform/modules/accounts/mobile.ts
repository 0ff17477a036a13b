/** The site and the platform build E.164 numbers with one function, so Firebase's verified number matches ours. */
export { toE164 } from '../../../contract/rules/phone.ts';
