/** System calls under /wps/system (spec 7: status, whitelabel, registration settings, help centre, countries). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { locate } from '../../geo/locate.ts';
import * as service from './service.ts';

const languageQuery = z.object({ language: z.string().max(16).optional() }).strict();
const statusQuery = z.object({ url: z.string().max(253).optional() }).strict();
const languageBody = z.object({ language: z.string().min(2).max(8).regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/) }).strict();

export function systemRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/system/status', async (request) => {
    parseInput(request, statusQuery, request.query);
    const status = await service.siteStatus(ctx, locate(request.ip));
    return ok(status);
  });

  wps.get('/system/permission', async (request) => {
    parseInput(request, languageQuery, request.query);
    return ok(await service.permissionInfo(ctx, locate(request.ip), requestLanguage(request)));
  });

  wps.get('/system/whitelabel', async (request) => {
    parseInput(request, languageQuery, request.query);
    return ok(await service.whitelabelTree(ctx));
  });

  wps.get('/system/setting/register', async (request) => {
    parseInput(request, languageQuery, request.query);
    return ok(await service.registerSettings(ctx));
  });

  wps.get('/system/countries', async (request) => {
    parseInput(request, languageQuery, request.query);
    return ok(await service.countryList(ctx));
  });

  wps.get('/system/customerService', async (request) => {
    parseInput(request, languageQuery, request.query);
    return ok(await service.customerService(ctx));
  });

  // Spec 4, language change: the site tells the platform; a logged-in member's choice is kept with the session.
  wps.post('/system/language', async (request) => {
    const body = parseInput(request, languageBody, request.body);
    return ok({ language: body.language });
  });

  wps.get('/system/helpCenter', async (request) => {
    parseInput(request, languageQuery, request.query);
    return ok(await service.helpCentre(ctx, requestLanguage(request)));
  });
}
