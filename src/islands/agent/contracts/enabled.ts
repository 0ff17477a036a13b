/**
 * Which of the four contract pages an agent sees, from spec 3's consolidated contract info (loaded only when the
 * merchant's AGENTPOLICY3 is on; no info: none).
 */
import type { ContractInfo } from '../../../../contract/calls/agent-contracts.ts';

export type ContractPageKey = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

export function enabledContractPages(info: ContractInfo | null | undefined): Record<ContractPageKey, boolean> {
  const on = (value: 0 | 1 | undefined) => info?.policy === true && value === 1;
  return {
    dividend: on(info?.divtypereq),
    dailySalary: on(info?.dailysalreqtype),
    hourlySalary: on(info?.contracthoursalreq),
    realtimeSalary: on(info?.realtimesalreqtype),
  };
}
