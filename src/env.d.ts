/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the server's status gate when the visitor must see the maintenance or restriction page. */
    gate?: import('./lib/site/gate.ts').GateInfo;
    /** Calls the platform from server-rendered pages (in process, or the PLATFORM_URL proxy). */
    platform?: import('./lib/api/platform-call.ts').PlatformCall;
    /** The configured public address (PUBLIC_URL) for links that must be absolute; unset, they stay relative. */
    publicUrl?: string;
    /** Set only by the server's live-region renderer: the internal /live-fragment page answers nothing without it. */
    liveRegion?: true;
  }
}
