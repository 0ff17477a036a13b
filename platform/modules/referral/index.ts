export { noteDepositWithin, payRewardIfDue, recordReferral } from './service.ts';
