/** Agent contract calls (contract/calls/agent-contracts.ts), typed, and their query options. */
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../api/client.ts';
import { loadPermission } from '../site/system-calls.ts';
import type { ContractInfo } from '../../../contract/calls/agent-contracts.ts';
import type { ContractTerms, ContractType } from '../../../contract/rules/contract-terms.ts';

export type { ContractInfo, ContractStatement, ContractView } from '../../../contract/calls/agent-contracts.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const calls = () => import('../../../contract/calls/agent-contracts.ts');

/** Spec 3's consolidated contract info, asked only when the merchant's agent policy (AGENTPOLICY3) is on. */
export async function fetchContractInfo(): Promise<ContractInfo | null> {
  const permission = await loadPermission();
  if (permission.flags.AGENTPOLICY3 !== true) return null;
  return callContract((await calls()).contractInfo);
}

export const contractInfoQuery = () =>
  queryOptions({ queryKey: ['agent', 'contract-info'], queryFn: fetchContractInfo, staleTime: 30_000 });

export const contractsQuery = (type: ContractType) =>
  queryOptions({
    queryKey: ['agent', 'contracts', type],
    queryFn: async () => callContract((await calls()).listContracts, { query: { type } }),
    staleTime: 0,
  });

export const settlementsQuery = (id: number) =>
  queryOptions({
    queryKey: ['agent', 'contracts', 'settlements', id],
    queryFn: async () => callContract((await calls()).contractSettlements, { params: { id: String(id) } }),
    staleTime: 0,
  });

export async function offerContract(type: ContractType, downline: string, terms: ContractTerms) {
  return callContract((await calls()).offerContract, { body: { type, downline, terms } });
}

export async function actOnContract(id: number, action: 'accept' | 'reject' | 'terminate') {
  return callContract((await calls()).contractAction, { params: { id: String(id) }, body: { action } });
}
