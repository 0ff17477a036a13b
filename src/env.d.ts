/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the server's status gate when the visitor must see the maintenance or restriction page. */
    gate?: import('./lib/site/gate.ts').GateInfo;
    /** Calls the platform from server-rendered pages (in process, or the PLATFORM_URL proxy). */
    platform?: import('./lib/api/platform-call.ts').PlatformCall;
  }
}
