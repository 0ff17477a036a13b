export { mainWallet, systemWallet } from './accounts.ts';
export { amountMinor } from './inputs.ts';
export { verifyPaymentPassword } from './payment-password.ts';
export { asPlayerRefusal } from './refusals.ts';
export { returnSeamlessWallets } from './seamless-return.ts';
