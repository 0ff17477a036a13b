/** Agent contract calls (contract/calls/agent-contracts.ts): inputs parsed with the contract's own schemas. */
import type { FastifyInstance } from 'fastify';
import {
  contractAction as actionCall,
  contractInfo as infoCall,
  contractParams,
  contractSettlements as settlementsCall,
  listContracts as listCall,
  offerContract as offerCall,
} from '../../../contract/calls/agent-contracts.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requireMember } from '../identity/index.ts';
import { contractInfoFor, contractOfParty, listContracts, memberActs, offerContract } from './contracts.ts';
import * as repo from './repository.ts';
import { statementOf } from './settlement.ts';

export function agentContractRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/agent/contract-info', async (request) => {
    parseInput(request, infoCall.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok(await contractInfoFor(ctx, member));
  });

  wps.get('/agent/contracts', async (request) => {
    const { type } = parseInput(request, listCall.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok(await listContracts(ctx, member, type));
  });

  wps.post('/agent/contracts', async (request) => {
    const body = parseInput(request, offerCall.body, request.body ?? {});
    const { member } = await requireMember(ctx, request);
    return ok(await offerContract(ctx, member, body));
  });

  wps.post('/agent/contracts/:id/action', async (request) => {
    const { id } = parseInput(request, contractParams, request.params);
    const { action } = parseInput(request, actionCall.body, request.body ?? {});
    const { member } = await requireMember(ctx, request);
    return ok(await memberActs(ctx, member, Number(id), action));
  });

  wps.get('/agent/contracts/:id/settlements', async (request) => {
    const { id } = parseInput(request, contractParams, request.params);
    parseInput(request, settlementsCall.query, request.query);
    const { member } = await requireMember(ctx, request);
    const contract = await contractOfParty(ctx, member, Number(id));
    const rows = await repo.settlementsOf(ctx.db, contract.id);
    return ok({ settlements: rows.map((row) => statementOf(contract, row)) });
  });
}
