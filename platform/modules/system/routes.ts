/** System calls under /wps/system (spec 7: status, whitelabel, registration settings, help centre, countries). */
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../contract/calls/system.ts';
import type { PlatformContext } from '../../context.ts';
import { answer } from '../../http/answer.ts';
import { parseInput, PlatformError } from '../../http/envelope.ts';
import { requestLanguage, toMessageLanguage } from '../../http/language.ts';
import { locate } from '../../geo/locate.ts';
import * as service from './service.ts';
import * as merchantCalls from './merchant-calls.ts';
import { findSession, requireSession, storeMemberLanguage } from '../identity/index.ts';

export function systemRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/system/status', async (request) => {
    parseInput(request, calls.fetchStatus.query, request.query);
    return answer(calls.fetchStatus, await service.siteStatus(ctx, locate(request.ip)));
  });

  wps.get('/system/permission', async (request) => {
    parseInput(request, calls.fetchPermission.query, request.query);
    return answer(
      calls.fetchPermission,
      await service.permissionInfo(ctx, locate(request.ip), requestLanguage(request)),
    );
  });

  wps.get('/system/whitelabel', async (request) => {
    parseInput(request, calls.fetchWhitelabel.query, request.query);
    return answer(calls.fetchWhitelabel, await service.whitelabelTree(ctx));
  });

  wps.get('/system/setting/register', async (request) => {
    parseInput(request, calls.fetchRegisterSettings.query, request.query);
    return answer(calls.fetchRegisterSettings, await service.registerSettings(ctx));
  });

  wps.get('/system/countries', async (request) => {
    parseInput(request, calls.fetchCountries.query, request.query);
    return answer(calls.fetchCountries, await service.countryList(ctx));
  });

  wps.get('/system/customerService', async (request) => {
    parseInput(request, calls.fetchCustomerService.query, request.query);
    return answer(calls.fetchCustomerService, await service.customerService(ctx));
  });

  // Spec 4, language change: the site tells the platform. A logged-in member's choice is kept with the member
  // (as one of the two message languages), for the SMS, mail and messages the platform writes to them.
  wps.post('/system/language', async (request) => {
    const body = parseInput(request, calls.setLanguage.body, request.body);
    const session = await findSession(ctx, request);
    const messages = toMessageLanguage(body.language)!;
    if (session) await storeMemberLanguage(ctx.db, session.member.id, messages);
    return answer(calls.setLanguage, { language: body.language });
  });

  // Spec 7 "Common": region dropdown (menuGroup gamingvenue).
  wps.get('/system/region', async (request) => {
    const query = parseInput(request, calls.fetchRegions.query, request.query);
    return answer(
      calls.fetchRegions,
      await merchantCalls.regionDropdown(ctx, query.menuGroup, requestLanguage(request)),
    );
  });

  // Spec 7 "Home": routers (session key routers).
  wps.get('/system/routers', async (request) => {
    parseInput(request, calls.fetchRouters.query, request.query);
    return answer(calls.fetchRouters, await merchantCalls.routers(ctx, requestLanguage(request)));
  });

  // Spec 7 "Common": domain route. The site sends its own host; the answer never depends on the Host header.
  wps.get('/system/domain/route', async (request) => {
    const query = parseInput(request, calls.fetchDomainRoute.query, request.query);
    const host = merchantCalls.hostName(query.url);
    if (!host) throw new PlatformError(400, 'bad_request');
    return answer(calls.fetchDomainRoute, await merchantCalls.domainRoute(ctx, host));
  });

  // Spec 7 "Wallet": merchant wallet (session key merchantWallet), for a logged-in visitor.
  wps.get('/system/merchantWallet', async (request) => {
    parseInput(request, calls.fetchMerchantWallet.query, request.query);
    await requireSession(ctx, request);
    return answer(calls.fetchMerchantWallet, await merchantCalls.merchantWallet(ctx));
  });

  wps.get('/system/helpCenter', async (request) => {
    parseInput(request, calls.fetchHelpCentre.query, request.query);
    return answer(calls.fetchHelpCentre, await service.helpCentre(ctx, requestLanguage(request)));
  });
}
