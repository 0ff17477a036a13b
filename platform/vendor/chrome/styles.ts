/**
 * The look of the game pages: the chrome every game shares, and one style block per family. Each is a <style>
 * block the page policy allows by its hash (page-shell.ts), since nothing inline may otherwise style the page.
 * A new family adds its block to FAMILY_STYLES. Built for a 360 px frame first; controls are at least 44 px.
 */
import { createHash } from 'node:crypto';
import { BACCARAT_STYLE } from '../baccarat-style.ts';
import { BINGO_STYLE } from '../bingo-style.ts';
import { CRASH_STYLE } from '../crash-style.ts';
import { FISHING_STYLE } from '../fishing-style.ts';
import { SLOT_STYLE } from '../slot-style.ts';
import { SPORTS_STYLE } from '../sports-style.ts';
import { ANDAR_BAHAR_STYLE, DRAGON_TIGER_STYLE } from '../table-style.ts';
import { ROULETTE_STYLE } from '../roulette-style.ts';

export const CHROME_STYLE = [
  '*,*::before,*::after{box-sizing:border-box}html{height:100%;background:#120a24}',
  'body.game{margin:0;min-height:100%;font-family:system-ui,"Noto Sans Bengali",sans-serif;color:var(--ink);',
  'background:radial-gradient(130% 70% at 50% 0%,var(--bg1),var(--bg2) 70%);-webkit-tap-highlight-color:transparent;',
  '--ink:#fff8ec;--muted:#d6c9ee;--gold:#ffc940;--gold-deep:#b9790c;--bg1:#3a1f6e;--bg2:#120a24;--panel:#0d0719;--line:#ffffff2e}',
  '.art{position:absolute;width:0;height:0;overflow:hidden}',
  '.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  '#game{display:flex;flex-direction:column;min-height:100vh;min-height:100dvh;max-width:64rem;margin:0 auto}',
  // Header: the name, then the round tools. The name gives way (ellipsis) before a tool leaves the screen.
  '.gh{display:flex;align-items:center;gap:.5rem;padding:.4rem .6rem .2rem}',
  '.gh h1{flex:1;min-width:0;margin:0;font-size:1.1rem;font-weight:800;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;',
  'color:var(--gold);text-shadow:0 2px 0 #0008}',
  '.tools{display:flex;gap:.4rem;flex:none}',
  '.tool{min-width:44px;min-height:44px;display:inline-flex;align-items:center;justify-content:center;gap:.35rem;padding:0 .55rem;',
  'border-radius:999px;border:1px solid var(--line);background:#0006;color:var(--ink);font:inherit;font-size:.85rem;font-weight:700;cursor:pointer}',
  '.tool:hover{border-color:var(--gold)}.tool:focus-visible,.play:focus-visible,.step:focus-visible{outline:3px solid #fff;outline-offset:2px}',
  // On a phone the panel button shows its icon only; its words stay for screen readers (and come back when wide).
  '.icon{width:22px;height:22px;flex:none}.tool-label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  '@media (min-width:40rem){.tool-label{position:static;width:auto;height:auto;clip-path:none}}',
  '#sound .on,#sound[aria-pressed="true"] .off{display:none}#sound[aria-pressed="true"] .on{display:block}',
  '#sound[aria-pressed="true"]{color:var(--gold);border-color:var(--gold)}',
  // Stage: the game's scene, the result banner laid over it.
  '.stage{position:relative;flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:.25rem .5rem;min-height:0}',
  '.banner{position:absolute;left:50%;top:45%;z-index:5;width:min(22rem,88%);translate:-50% -50%;padding:.8rem 1rem;border-radius:18px;text-align:center;',
  'background:radial-gradient(circle at 50% 0,#4b2a86,#1c0f36 75%);border:2px solid var(--gold);box-shadow:0 0 0 4px #0006,0 12px 40px #000c;',
  'opacity:0;scale:.6;pointer-events:none;transition:opacity .2s,scale .35s cubic-bezier(.2,1.6,.4,1)}',
  '.banner.show{opacity:1;scale:1}.banner.lose{border-color:#9c8fbf}.banner p{margin:0}',
  '.banner-title{font-size:1rem;font-weight:800;color:var(--muted)}.banner.win .banner-title{color:var(--gold)}',
  '.banner-amount{font-size:2.2rem;font-weight:900;font-variant-numeric:tabular-nums;color:#fff;text-shadow:0 3px 0 #0009}',
  '.banner.win .banner-amount{background:linear-gradient(#fff6c7,#ffc940 55%,#e08a00);-webkit-background-clip:text;background-clip:text;color:transparent;text-shadow:none}',
  '.banner-amount:empty,.banner-detail:empty{display:none}.banner-detail{font-size:.9rem;color:var(--ink);margin-top:.2rem!important}',
  '.banner.big{box-shadow:0 0 0 4px #0006,0 0 60px #ffc94088}',
  '.coin-burst{position:absolute;left:50%;top:45%;z-index:4;width:0;height:0;pointer-events:none}',
  '.coin-burst i{position:absolute;left:-12px;top:-12px;width:24px;height:24px;border-radius:50%;',
  'background:radial-gradient(circle at 35% 30%,#fff7c2,#ffc940 45%,#b9790c);box-shadow:inset 0 0 0 2px #8a5a08}',
  '.alert{min-height:0;margin:0 .6rem;color:#ffb4a8;font-weight:700;text-align:center}.alert:not(:empty){padding:.4rem}',
  // Bottom bar: balance and win, then the controls with the big play button.
  '.gb{position:sticky;bottom:0;z-index:6;padding:.45rem .6rem calc(.55rem + env(safe-area-inset-bottom));',
  'background:linear-gradient(#0d071900,var(--panel) 18%);border-top:1px solid var(--line)}',
  '.stats{display:flex;justify-content:space-between;gap:.75rem;margin-bottom:.35rem}',
  '.stat{margin:0;display:flex;flex-direction:column;line-height:1.15;min-width:0}.stat-win{text-align:right;align-items:flex-end}',
  '.stat-label{font-size:.72rem;color:var(--muted)}.amt{font-size:1.15rem;font-weight:800;font-variant-numeric:tabular-nums;white-space:nowrap}',
  '.cur{color:var(--gold);margin-right:.1em}.stat-win output{color:var(--gold)}.stat-bet{align-items:center;text-align:center}',
  '.controls{display:flex;align-items:center;gap:.5rem;flex-wrap:wrap}',
  '.play{flex:none;min-width:7.5rem;min-height:56px;padding:0 1.2rem;border-radius:999px;border:0;cursor:pointer;font:inherit;font-size:1.2rem;font-weight:900;',
  'color:#3a1d00;background:linear-gradient(#fff1b0,#ffc940 50%,#d98e0a);box-shadow:0 4px 0 #8a5a08,0 8px 18px #0009;margin-left:auto}',
  '.play:active:not(:disabled){translate:0 2px;box-shadow:0 2px 0 #8a5a08,0 4px 10px #0009}',
  '.play:disabled{cursor:default;filter:grayscale(.6) brightness(.75)}.play[aria-busy="true"]{filter:none;opacity:.85}',
  '.stepper{display:flex;align-items:flex-end;gap:.3rem;flex:1 1 auto;max-width:22rem;min-width:0}',
  '.step{flex:none;width:44px;height:44px;border-radius:50%;border:1px solid var(--line);background:#ffffff14;color:var(--ink);display:grid;place-items:center;cursor:pointer;padding:0}',
  '.step:disabled{opacity:.35;cursor:default}',
  '.step-field{flex:1;min-width:0;display:flex;flex-direction:column;align-items:center}',
  '.step-field label{font-size:.72rem;color:var(--muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:100%}',
  '.step-field select{width:100%;min-height:44px;font:inherit;font-weight:800;font-size:1rem;text-align:center;color:var(--ink);',
  'background:#0008;border:1px solid var(--line);border-radius:12px;padding:0 .3rem;cursor:pointer}',
  '.chips{display:flex;gap:.35rem;border:0;margin:0;padding:0;min-width:0;flex-wrap:wrap;flex:1}',
  '.chips legend{font-size:.72rem;color:var(--muted);padding:0;margin-bottom:.15rem}',
  '.chip{position:relative;display:grid;place-items:center;width:46px;height:46px;border-radius:50%;cursor:pointer;font-weight:900;font-size:.72rem;',
  'color:#fff;background:var(--chip,#2d6cdf);border:4px dashed #ffffffb0;box-shadow:0 0 0 2px var(--chip,#2d6cdf),0 3px 0 #0008;text-shadow:0 1px 0 #0009}',
  '.chip input{position:absolute;inset:0;opacity:0;margin:0;cursor:pointer}',
  '.chip:has(input:checked){outline:3px solid var(--gold);outline-offset:2px;translate:0 -3px}',
  '.chip:has(input:focus-visible){outline:3px solid #fff;outline-offset:2px}',
  '.chip-0{--chip:#6b7280}.chip-1{--chip:#2d6cdf}.chip-2{--chip:#c2410c}.chip-3{--chip:#15803d}.chip-4{--chip:#7e22ce}.chip-5{--chip:#111827}',
  // The fairness panel: a sheet on a phone, a card on a wide screen.
  'dialog.panel{width:min(34rem,100%);max-height:92dvh;margin:auto auto 0;padding:1rem;border:0;border-radius:18px 18px 0 0;',
  'background:#1d1236;color:var(--ink);box-shadow:0 -10px 40px #000c;overflow:auto}',
  '@media (min-width:40rem){dialog.panel{margin:auto;border-radius:18px}}dialog.panel::backdrop{background:#000b}',
  '.panel-head{display:flex;align-items:center;justify-content:space-between;gap:.5rem}.panel-head h2{display:flex;gap:.4rem;align-items:center;margin:0;font-size:1.15rem;color:var(--gold)}',
  '.panel h2{font-size:1rem}.panel-intro{font-size:.9rem;color:var(--muted)}',
  '.seeds{display:grid;grid-template-columns:1fr;gap:.15rem;margin:.5rem 0}.seeds dt{font-size:.8rem;color:var(--muted);margin-top:.35rem}.seeds dd{margin:0}',
  '.panel code{word-break:break-all;font-size:.78rem;background:#0006;padding:.1rem .3rem;border-radius:4px}.panel a{color:var(--gold)}',
  '#seed-form .row{display:flex;flex-direction:column;gap:.35rem;margin:.4rem 0}',
  '#seed-form input{font:inherit;min-height:44px;padding:.4rem .6rem;width:100%;border-radius:10px;border:1px solid var(--line);background:#0008;color:var(--ink)}',
  '#seed-form button{font:inherit;font-weight:800;min-height:44px;padding:.5rem 1rem;border-radius:999px;border:0;background:var(--gold);color:#3a1d00;cursor:pointer}',
  '#seed-form button.secondary{background:transparent;color:var(--gold);border:1px solid var(--gold)}',
  '@media (min-width:40rem){#seed-form .row{flex-direction:row;flex-wrap:wrap;align-items:center}}',
  '@media (prefers-reduced-motion:reduce){.banner{transition:none}}',
].join('');

const FAMILY_STYLES = {
  slot: SLOT_STYLE,
  baccarat: BACCARAT_STYLE,
  fishing: FISHING_STYLE,
  bingo: BINGO_STYLE,
  sports: SPORTS_STYLE,
  crash: CRASH_STYLE,
  'dragon-tiger': DRAGON_TIGER_STYLE,
  'andar-bahar': ANDAR_BAHAR_STYLE,
  roulette: ROULETTE_STYLE,
} as const;

export type GameFamily = keyof typeof FAMILY_STYLES;

export const gameStyle = (family: GameFamily): string => FAMILY_STYLES[family];

/** Every style block a game page may carry, for the page policy's hash list. */
export const GAME_STYLE_HASHES: readonly string[] = [CHROME_STYLE, ...Object.values(FAMILY_STYLES)].map(
  (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
);
