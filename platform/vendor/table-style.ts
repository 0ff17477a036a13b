/**
 * The card tables' look (dragon tiger, andar bahar; roulette adds its own block): green felt, cards that are dealt
 * face down and turn over (a 3-D flip of transform only), betting spots with chip stacks, the rule line. 360 px
 * first; spots and buttons at least 44 px.
 */
export const TABLE_BASE_STYLE = [
  'body.game{--bg1:#0f5a3a;--bg2:#06170f;--felt:#0d6b43;--felt-edge:#084a2e}',
  '.felt{width:100%;max-width:46rem;display:flex;flex-direction:column;gap:.6rem;padding:.7rem;border-radius:22px;',
  'background:radial-gradient(120% 90% at 50% 10%,#18925c,var(--felt) 55%,var(--felt-edge));',
  'box-shadow:inset 0 0 0 3px #c9a24a,inset 0 0 0 7px #5a3a12,0 12px 30px #000a}',
  '.rule{margin:0;font-size:.8rem;line-height:1.35;color:#e9f5ee;text-align:center;opacity:.9}',
  // Cards: a face-down back until the script puts the server's card on the front and turns it.
  '.card-slot{--cw:clamp(54px,17vw,84px);width:var(--cw);aspect-ratio:5/7;position:relative}',
  '.card{width:100%;height:100%;perspective:700px}',
  '.card-inner{position:relative;width:100%;height:100%;transform-style:preserve-3d;transition:transform .5s cubic-bezier(.3,.7,.3,1)}',
  '.card.up .card-inner{transform:rotateY(180deg)}',
  '.face{position:absolute;inset:0;border-radius:9%/6.5%;backface-visibility:hidden;-webkit-backface-visibility:hidden;box-shadow:0 3px 8px #0008}',
  '.back{background:repeating-linear-gradient(45deg,#8e1328 0 5px,#b5223b 5px 10px);border:3px solid #fff7e8;',
  'box-shadow:inset 0 0 0 2px #8e1328,0 3px 8px #0008}',
  '.front{transform:rotateY(180deg);background:linear-gradient(160deg,#fff,#f3ece0);color:#1d1d25;border:1px solid #0003}',
  '.front.red{color:#c4122f}',
  '.front .rank{position:absolute;left:8%;top:4%;font-weight:900;font-size:calc(var(--cw) * .3);line-height:1;letter-spacing:-.04em}',
  '.front .mini{position:absolute;left:9%;top:34%;width:22%;height:auto}',
  '.front .pip{position:absolute;right:10%;bottom:9%;width:52%;height:auto}',
  '.card-slot.win .face.front{box-shadow:0 0 0 3px var(--gold),0 0 22px var(--gold)}',
  // Betting spots: a tap adds the chosen chip; the stake sits on the spot as a chip.
  '.spots{display:grid;gap:.45rem}',
  '.spot{position:relative;min-height:64px;min-width:44px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.1rem;',
  'padding:.35rem;border-radius:14px;border:2px solid #ffffff8c;background:#ffffff12;color:#fff;font:inherit;cursor:pointer}',
  '.spot:hover:not(:disabled){background:#ffffff22}.spot:focus-visible{outline:3px solid #fff;outline-offset:2px}',
  '.spot:disabled{cursor:default}',
  '.spot-name{font-weight:900;font-size:1rem;text-transform:uppercase;letter-spacing:.04em}.spot-pays{font-size:.75rem;opacity:.85}',
  '.spot-stake:empty{display:none}',
  '.spot-stake{position:absolute;top:-10px;right:-6px;min-width:34px;height:34px;padding:0 4px;border-radius:999px;display:grid;place-items:center;',
  'font-size:.7rem;font-weight:900;color:#fff;background:#c2410c;border:3px dashed #fff;box-shadow:0 2px 0 #0009;font-variant-numeric:tabular-nums}',
  '.spot.won{border-color:var(--gold);background:#ffc94033;box-shadow:0 0 18px #ffc94088}',
  '.clear{min-height:44px;padding:0 .8rem;border-radius:999px;border:1px solid var(--line);background:#0006;color:var(--ink);font:inherit;font-weight:700;cursor:pointer}',
  '.clear:disabled{opacity:.45;cursor:default}',
  '@media (prefers-reduced-motion:reduce){.card-inner{transition:none}}',
].join('');

export const DRAGON_TIGER_STYLE = [
  TABLE_BASE_STYLE,
  '.duel{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;justify-items:center;gap:.4rem}',
  '.seat{display:flex;flex-direction:column;align-items:center;gap:.35rem}',
  '.seat h2{margin:0;font-size:.95rem;letter-spacing:.08em;text-transform:uppercase}',
  '.seat-dragon h2{color:#ff8f7a}.seat-tiger h2{color:#ffd36b}',
  '.beast{width:58px;height:58px}',
  '.vs{font-weight:900;font-size:1.3rem;color:var(--gold);text-shadow:0 2px 0 #000a}',
  '.dt-spots{grid-template-columns:1fr .8fr 1fr}',
  '.spot.dragon{border-color:#ff8f7a;background:#b4232a44}.spot.tiger{border-color:#ffd36b;background:#c2841044}.spot.tie{border-color:#7de3a8}',
].join('');

export const ANDAR_BAHAR_STYLE = [
  TABLE_BASE_STYLE,
  '.joker-row{display:flex;align-items:center;justify-content:center;gap:.7rem}',
  '.joker-row h2{margin:0;font-size:.95rem;color:var(--gold);text-transform:uppercase;letter-spacing:.08em}',
  '.joker-row .card-slot{--cw:clamp(60px,19vw,88px)}',
  '.lane{display:grid;grid-template-columns:4.6rem 1fr;align-items:center;gap:.4rem;min-height:calc(clamp(40px,12vw,60px) * 1.4 + 8px)}',
  '.lane h2{margin:0;font-size:.9rem;text-transform:uppercase;letter-spacing:.06em}',
  '.lane-count{display:block;font-size:.72rem;font-weight:400;opacity:.8;text-transform:none;letter-spacing:0}',
  '.lane-andar h2{color:#8fd0ff}.lane-bahar h2{color:#ffb27a}',
  // A lane is a fan of overlapping cards: the newest on top, older ones tucked under it.
  '.pile{display:flex;align-items:center;min-height:100%;padding:4px 0;overflow:hidden}',
  '.pile .card-slot{--cw:clamp(40px,12vw,60px);flex:none}.pile .card-slot+.card-slot{margin-left:calc(var(--cw) * -.62)}',
  '.ab-spots{grid-template-columns:1fr 1fr}',
  '.spot.andar{border-color:#8fd0ff;background:#1d5fa044}.spot.bahar{border-color:#ffb27a;background:#b4571c44}',
].join('');
