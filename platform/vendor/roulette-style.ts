/**
 * European roulette's look: the wheel (turned by transform only: the compositor spins it), the betting layout
 * standing up on a phone (numbers three across, 44 px rows) and lying down on a wide screen (twelve across, as a
 * casino table), the "bet on" modes and the list of bets. Each number's place on the grid is generated here, in
 * both orientations, since nothing inline may style the page.
 */
import { TABLE_BASE_STYLE } from './table-style.ts';

const EVEN_CHANCES = ['low', 'even', 'red', 'black', 'odd', 'high'];

function placements(wide: boolean): string {
  const rules: string[] = [];
  for (let n = 1; n <= 36; n += 1) {
    const across = Math.ceil(n / 3);
    const within = (n - 1) % 3;
    rules.push(
      wide ? `.rn-${n}{grid-area:${3 - within}/${across + 1}}` : `.rn-${n}{grid-area:${across + 1}/${3 + within}}`,
    );
  }
  rules.push(wide ? '.rn-0{grid-area:1/1/4/2}' : '.rn-0{grid-area:1/3/2/6}');
  for (let k = 1; k <= 3; k += 1) {
    rules.push(
      wide
        ? `.dz-${k}{grid-area:4/${2 + 4 * (k - 1)}/5/${6 + 4 * (k - 1)}}`
        : `.dz-${k}{grid-area:${2 + 4 * (k - 1)}/2/${6 + 4 * (k - 1)}/3}`,
    );
    rules.push(wide ? `.cl-${k}{grid-area:${4 - k}/14}` : `.cl-${k}{grid-area:14/${2 + k}}`);
  }
  for (const [i, name] of EVEN_CHANCES.entries()) {
    rules.push(
      wide
        ? `.ec-${name}{grid-area:5/${2 + 2 * i}/6/${4 + 2 * i}}`
        : `.ec-${name}{grid-area:${2 + 2 * i}/1/${4 + 2 * i}/2}`,
    );
  }
  return rules.join('');
}

export const ROULETTE_STYLE = [
  TABLE_BASE_STYLE,
  '.felt.roulette{max-width:64rem;align-items:center}',
  '.wheel-box{position:relative;display:flex;flex-direction:column;align-items:center}',
  '.wheel{width:min(70vw,17rem);height:auto;filter:drop-shadow(0 10px 18px #000a)}',
  '.wheel text{font-size:7px;font-weight:800;fill:#fff;text-anchor:middle;dominant-baseline:central}',
  '.spinner{transform-box:fill-box;transform-origin:center}',
  '.last{margin:.2rem 0 0;min-height:1.4rem;font-weight:900;font-size:1.1rem;color:var(--gold)}',
  '.board-box{width:100%;display:flex;flex-direction:column;gap:.5rem}',
  '.modes{display:flex;flex-wrap:wrap;gap:.3rem;border:0;margin:0;padding:0}',
  '.modes legend{font-size:.75rem;color:#e9f5ee;margin-bottom:.2rem;padding:0}',
  '.mode{position:relative;flex:1 1 4rem;min-height:44px}',
  '.mode input{position:absolute;inset:0;opacity:0;margin:0;cursor:pointer}',
  '.mode span{display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:44px;padding:.15rem .3rem;border-radius:10px;',
  'border:1px solid #ffffff6b;background:#0003;font-weight:800;font-size:.78rem;text-align:center;line-height:1.1}',
  '.mode small{font-weight:600;opacity:.8}',
  '.mode input:checked+span{background:var(--gold);color:#3a1d00;border-color:var(--gold)}',
  '.mode input:focus-visible+span{outline:3px solid #fff;outline-offset:2px}',
  '.layout{display:grid;grid-template-columns:1fr 1fr 1.3fr 1.3fr 1.3fr;grid-auto-rows:minmax(44px,auto);gap:3px;',
  'padding:4px;border-radius:10px;border:2px solid #ffffffb0;background:#ffffff1a}',
  '.num{position:relative;min-height:44px;min-width:44px;border:1px solid #ffffff80;border-radius:6px;color:#fff;font:inherit;font-weight:900;',
  'font-size:1.05rem;cursor:pointer;font-variant-numeric:tabular-nums;padding:0}',
  '.num.red{background:#c8102e}.num.black{background:#1a1a22}.num.green{background:#0f8a4a}',
  '.num:focus-visible{outline:3px solid #fff;outline-offset:1px;z-index:2}',
  '.num.picked{outline:3px solid var(--gold);outline-offset:-3px}',
  '.num.covered{box-shadow:inset 0 0 0 3px #ffc940a8}',
  '.num.won{animation:glow .6s ease-in-out 4 alternate;box-shadow:0 0 0 3px var(--gold),0 0 18px var(--gold);z-index:3}',
  '@keyframes glow{to{filter:brightness(1.6)}}',
  '.num .spot-stake{top:-6px;right:-4px;min-width:28px;height:28px;font-size:.62rem;z-index:2}',
  '.layout .spot{min-height:44px;border-radius:6px;border-width:1px;padding:.15rem}',
  '.layout .spot-name{font-size:.82rem;text-transform:none;letter-spacing:0}.layout .spot-pays{font-size:.66rem}',
  '.ec-red{background:#c8102e99!important}.ec-black{background:#1a1a22cc!important}',
  placements(false),
  '.bets-head{margin:.2rem 0 0;font-size:.9rem;color:#e9f5ee}',
  '.bet-list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.3rem}',
  '.bet-list li{display:flex;align-items:center;gap:.35rem;padding:0 0 0 .6rem;border-radius:999px;background:#0005;border:1px solid #ffffff40;font-size:.82rem}',
  '.bet-list li.none{padding:.4rem .6rem;opacity:.8}.bet-list li.won{border-color:var(--gold);background:#ffc94033}',
  '.bet-list b{color:var(--gold)}',
  '.bet-list button{min-width:44px;min-height:44px;border:0;border-radius:999px;background:transparent;color:#fff;font:inherit;font-size:1.2rem;cursor:pointer}',
  '.bet-list button:disabled{opacity:.4}',
  '@media (min-width:62rem){.felt.roulette{flex-direction:row;align-items:flex-start}.wheel{width:19rem}',
  '.layout{grid-template-columns:repeat(14,minmax(44px,1fr));grid-template-rows:repeat(5,minmax(48px,auto))}',
  `${placements(true)}}`,
].join('');
