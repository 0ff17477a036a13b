/** Agent contracts: offers, terms and their settlement once per period. */
import type { PlatformModule } from '../../module.ts';
import { CONTRACT_COMMANDS } from './commands.ts';
import { agentContractRoutes } from './routes.ts';
import { contractSettlementJob } from './schedule.ts';
import { registerReturn } from '../reward-bound/index.ts';
import { houseSalaryBp } from './salary-bound.ts';

registerReturn('salary', (ctx) => houseSalaryBp(ctx));

export const agentContractsModule: PlatformModule = {
  name: 'agent-contracts',
  wps: agentContractRoutes,
  jobs: [contractSettlementJob],
  commands: CONTRACT_COMMANDS,
};
