export { SeamlessWallet } from './service.ts';
