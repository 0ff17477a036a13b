/**
 * The slots' look (one hashed style block, chrome/styles.ts): a framed 5 × 3 window of reels whose strips move by
 * transform only (the compositor moves them, so a busy phone still spins at 60 fps), win lines drawn over the
 * reels, and each title's own colours from its art set.
 */
import { SLOT_THEMES } from './art/slot-themes.ts';

const themes = Object.entries(SLOT_THEMES)
  .map(
    ([code, { colours: c }]) =>
      `body.theme-${code}{--bg1:${c.bg1};--bg2:${c.bg2};--reel:${c.reel};--reel-edge:${c.reelEdge};--frame:${c.frame};--frame-edge:${c.frameEdge};--gold:${c.accent}}`,
  )
  .join('');

export const SLOT_STYLE = [
  '.fam-slot .stage{justify-content:center}',
  '.machine{width:100%;max-width:min(44rem,calc((100vh - 13.5rem) * 1.62));display:flex;flex-direction:column;align-items:stretch}',
  '.reels-frame{padding:7px;border-radius:18px;background:linear-gradient(160deg,#fff8 0,var(--frame) 18%,var(--frame-edge) 100%);',
  'box-shadow:0 0 0 2px var(--frame-edge),0 14px 34px #000b,0 0 40px -6px var(--gold)}',
  '.reels{position:relative;display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:4px;padding:4px;border-radius:12px;overflow:hidden;',
  'background:var(--frame-edge);box-shadow:inset 0 0 0 2px #0006}',
  '.reel{position:relative;overflow:hidden;aspect-ratio:1/3;border-radius:8px;',
  'background:linear-gradient(var(--reel-edge),var(--reel) 18% 82%,var(--reel-edge));box-shadow:inset 0 8px 10px -6px #0007,inset 0 -8px 10px -6px #0007}',
  '.strip{display:flex;flex-direction:column;will-change:transform}',
  '.cell{aspect-ratio:1;padding:9%;display:grid;position:relative}.cell svg{width:100%;height:100%;overflow:visible}',
  '.reel.spinning .strip{animation:reel-spin .3s linear infinite}',
  '.reel.spinning .cell svg{opacity:.9;scale:1 1.12}',
  '@keyframes reel-spin{from{transform:translateY(-50%)}to{transform:translateY(0)}}',
  // A win: its cells glow and beat, the others dim, and the lines are drawn across.
  '.reels.has-win .cell{opacity:.42;transition:opacity .25s}.reels.has-win .cell.win{opacity:1}',
  '.cell.win::before{content:"";position:absolute;inset:6%;border-radius:22%;background:radial-gradient(circle,#fff9 0,#fff0 70%);',
  'box-shadow:0 0 0 3px var(--gold),0 0 18px var(--gold)}',
  '.cell.win svg{animation:win-beat .7s ease-in-out infinite alternate}',
  '@keyframes win-beat{from{transform:scale(1)}to{transform:scale(1.13)}}',
  '.paylines{position:absolute;inset:4px;width:calc(100% - 8px);height:calc(100% - 8px);pointer-events:none;overflow:visible}',
  '.payline{fill:none;stroke-width:6;stroke-linecap:round;stroke-linejoin:round;vector-effect:non-scaling-stroke;',
  'filter:drop-shadow(0 0 3px #000);stroke-dasharray:1;stroke-dashoffset:1;animation:draw-line .45s ease-out forwards}',
  '.payline.dim{opacity:.2}@keyframes draw-line{to{stroke-dashoffset:0}}',
  '.ticker{min-height:2.6rem;margin:.45rem 0 0;display:flex;align-items:center;justify-content:center;gap:.3rem;font-weight:800;',
  'color:var(--gold);font-variant-numeric:tabular-nums;text-shadow:0 2px 0 #0009}',
  '.ticker svg{width:2rem;height:2rem;flex:none}.ticker .mark{padding:.1rem .5rem;border-radius:999px;color:#000;font-size:.85rem}',
  '#line-bet{font-size:.92rem}',
  // The title's plaque over the reels: its wild and its scatter either side of the name.
  '.marquee{display:flex;align-items:center;justify-content:center;gap:.4rem;margin:0 0 .5rem}',
  '.marquee svg{width:clamp(2.6rem,12vw,4.2rem);height:clamp(2.6rem,12vw,4.2rem);filter:drop-shadow(0 4px 6px #0008)}',
  '.marquee span{font-size:clamp(1.5rem,7vw,2.6rem);font-weight:900;line-height:1.1;text-align:center;color:var(--gold);',
  'background:linear-gradient(#fff 0,var(--gold) 45%,var(--frame-edge) 100%);-webkit-background-clip:text;background-clip:text;',
  '-webkit-text-fill-color:transparent;filter:drop-shadow(0 3px 0 #000a)}',
  '@media (max-height:34rem){.marquee{display:none}}',
  // A plain win's result sits under the reels; a big win takes the middle with its coins.
  '.fam-slot .banner:not(.big){top:auto;bottom:.1rem;translate:-50% 0;padding:.35rem .8rem}',
  '.fam-slot .banner:not(.big) .banner-amount{font-size:1.6rem}',
  '@media (prefers-reduced-motion:reduce){.reel.spinning .strip,.cell.win svg,.payline{animation:none}.payline{stroke-dashoffset:0}}',
  themes,
].join('');
