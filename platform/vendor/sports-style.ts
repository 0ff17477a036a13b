// The sports match card's look, part of the vendor pages' one hashed style block (page-shell.ts): the policy
// allows no other style. Built for a 360 px frame first; the three picks and six chips stay on screen without scrolling sideways.
export const SPORTS_STYLE =
  '.game-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:0 1rem}' +
  '.game-head p{margin:0 0 .5rem;font-weight:600}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  '.match{background:linear-gradient(160deg,#2d1a52,#123a26);border:1px solid #5b3f8a;border-radius:12px;padding:.75rem;margin:.5rem 0}' +
  '.league{margin:0 0 .6rem;font-size:.75rem;color:#cdb8f5;text-align:center;letter-spacing:.03em}' +
  '.teams{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:.5rem}' +
  '.team{display:flex;flex-direction:column;align-items:center;gap:.35rem;text-align:center;font-weight:700;min-width:0}' +
  '.team-name{overflow-wrap:anywhere;font-size:.9rem;line-height:1.2}' +
  '.crest{width:3rem;height:3rem;border-radius:50%;display:grid;place-items:center;font-weight:800;color:#fff;border:3px solid #ffffff40}' +
  '.crest.home{background:#b5361d}.crest.away{background:#1f63ad}' +
  '.board{display:flex;flex-direction:column;align-items:center;gap:.25rem}' +
  '.score{font-size:1.9rem;font-weight:800;font-variant-numeric:tabular-nums;background:#0d0820;border-radius:8px;padding:.15rem .6rem;min-width:5.2rem;text-align:center}' +
  '.clock{font-size:.8rem;color:#9be39b;font-variant-numeric:tabular-nums;text-align:center}' +
  // Home events stack under the home side, away events under the away side, each in time order (dense placement).
  '.events{list-style:none;margin:.5rem 0 0;padding:0;font-size:.8rem;display:grid;grid-template-columns:1fr 1fr;grid-auto-flow:row dense;gap:.1rem 1rem}' +
  '.events li{animation:pop .3s ease-out}.events .home{grid-column:1}.events .away{grid-column:2;text-align:right}' +
  '@keyframes pop{from{opacity:0;transform:translateY(-4px)}to{opacity:1;transform:none}}' +
  '.picks,.chips{display:grid;gap:.45rem;margin:.5rem 0;padding:.4rem .5rem .6rem;min-width:0}' +
  '.picks{grid-template-columns:repeat(3,minmax(0,1fr))}.chips{grid-template-columns:repeat(6,minmax(0,1fr))}' +
  '@media (max-width:430px){.chips{grid-template-columns:repeat(3,minmax(0,1fr))}.crest{width:2.5rem;height:2.5rem}.match{padding:.6rem}.seeds{grid-template-columns:1fr}.seeds dd{margin-bottom:.4rem}}' +
  '.pick,.chip{position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.1rem;padding:.45rem .2rem;' +
  'border-radius:8px;background:#2a1a48;border:2px solid #5b3f8a;cursor:pointer;text-align:center;min-width:0}' +
  '.pick input,.chip input{position:absolute;inset:0;opacity:0;margin:0;cursor:pointer}' +
  '.pick:has(input:checked),.chip:has(input:checked){border-color:#f2b632;background:#3d2766}' +
  '.pick:has(input:focus-visible),.chip:has(input:focus-visible){outline:2px solid #fff;outline-offset:2px}' +
  '.pick-key{font-size:.7rem;color:#cdb8f5}.pick-name{font-size:.78rem;overflow-wrap:anywhere;line-height:1.2}' +
  '.pick-odds{font-size:1.15rem;font-weight:800;color:#ffd56b;font-variant-numeric:tabular-nums}' +
  // The winner turns green; when it is also the pick, its gold border stays so the player sees both.
  '.pick.won{border-color:#9be39b;background:#1f4a2a}.pick.won:has(input:checked){background:#1f4a2a}.chip{font-weight:700}' +
  '.bet-bar{display:flex;justify-content:space-between;align-items:center;gap:.5rem;flex-wrap:wrap}' +
  '@media (prefers-reduced-motion:reduce){.events li{animation:none}}';
