/**
 * What a platform module contributes to the platform, assembled by platform/app.ts from the list in
 * platform/modules.ts (docs/architecture.md). A module's `module.ts` declares it; what other modules may use is its
 * `index.ts`; its table types (`tables.ts`) and refusal texts (`refusal-texts.ts`) are composed statically into the
 * database type and the message catalogue, so they are typed wherever they are named.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from './context.ts';
import type { EventWrite } from './events/bus.ts';
import type { EventKind, PublishedEvent } from './events/catalogue.ts';
import type { JobDeclaration } from './jobs.ts';
import type { Command } from './operator-command.ts';

/** Installs routes on one scope; a module that needs its own plugins (multipart, websocket) registers a child scope. */
type RouteInstaller = (scope: FastifyInstance, ctx: PlatformContext) => void | Promise<void>;

/**
 * The facts a module handles, by kind (platform/events/bus.ts): a handler answers the write to run in its delivery's
 * transaction, or does idempotent work of its own and answers nothing.
 */
export type Subscriptions = {
  readonly [K in EventKind]?: (ctx: PlatformContext, event: PublishedEvent<K>) => Promise<EventWrite | unknown>;
};

export interface PlatformModule {
  readonly name: string;
  /** The player site's calls, under /wps. */
  readonly wps?: RouteInstaller;
  /** The lobby's calls, under /lgw. */
  readonly lgw?: RouteInstaller;
  /** Routes outside /wps and /lgw, each under a prefix of its own (vendors' calls, operators' pages). */
  readonly root?: RouteInstaller;
  /** The facts of other modules it acts on (platform/events/catalogue.ts). */
  readonly events?: Subscriptions;
  /** Work on a timer (platform/jobs.ts). */
  readonly jobs?: readonly JobDeclaration[];
  /** Operator verbs (`npm run ops -- <verb>`). */
  readonly commands?: Readonly<Record<string, Command>>;
  /** Anything the module keeps open (a hub, a thread), closed after every job has stopped. */
  readonly close?: () => Promise<void>;
}
