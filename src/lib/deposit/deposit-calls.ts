/** Deposit calls of the member centre (depositv2): shapes and rules from the contract (contract/calls/deposits.ts). */
import { callContract } from '../api/client.ts';
import {
  depositMethods,
  depositOrderStatus,
  openDepositOrder as openOrderCall,
  type NewDepositOrder,
} from '../../../contract/calls/deposits.ts';

export type { DepositChannel, DepositMethods } from '../../../contract/calls/deposits.ts';

export const fetchDepositMethods = () => callContract(depositMethods);

export const openDepositOrder = (payload: NewDepositOrder) => callContract(openOrderCall, { body: payload });

export const fetchDepositOrder = (orderId: string) => callContract(depositOrderStatus, { params: { orderId } });
