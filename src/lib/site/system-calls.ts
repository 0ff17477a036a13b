/**
 * Browser calls for the merchant's start data (contract/calls/system.ts): the permission answer (one request per
 * page, whichever island asks first) and the help centre. Islands read the platform only through here.
 */
import type { Permission } from '../../../contract/calls/system.ts';
import { callContract } from '../api/client.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadSystem = () => import('../../../contract/calls/system.ts');

export type { HelpSection, Permission } from '../../../contract/calls/system.ts';

let permission: Promise<Permission> | undefined;

/** The permission answer, asked once per page; a failure is forgotten so the next caller asks again. */
export async function loadPermission(): Promise<Permission> {
  permission ??= callContract((await loadSystem()).fetchPermission).catch((error: unknown) => {
    permission = undefined;
    throw error;
  });
  return permission;
}

/** The banner of a group (spec 3 "Banner": w_login, w_register, w_help), or null when the merchant has none. */
export async function bannerOf(group: string): Promise<string | null> {
  return (await loadPermission()).banners.find((b) => b.groupName === group)?.url ?? null;
}

export const loadHelpCentre = async () => callContract((await loadSystem()).fetchHelpCentre);
