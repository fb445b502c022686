import type { Scene } from './scenes-outdoor';
import { between, pick } from './random';

/** Flat-style still lifes and rooms on the same 1200 x 800 canvas as the outdoor scenes. */

const wall = (colour: string) => `<rect width="1200" height="800" fill="${colour}"/>`;
const table = (colour: string, y = 560) =>
  `<rect y="${y}" width="1200" height="${800 - y}" fill="${colour}"/><path d="M0 ${y + 70}h1200M0 ${y + 150}h1200" stroke="#000" stroke-opacity=".08" stroke-width="4"/>`;
const steam = (x: number, y: number) =>
  `<path d="M${x} ${y} c-20-30 20-50 0-80 M${x + 40} ${y} c-20-30 20-50 0-80" stroke="#fff" stroke-opacity=".7" stroke-width="10" fill="none" stroke-linecap="round"/>`;

export const coffee: Scene = (rand) => {
  const cup = pick(rand, ['#f7f1e3', '#e07a5f', '#81b29a', '#3d5a80']);
  const x = between(rand, 420, 620);
  return `${wall(pick(rand, ['#f2cc8f', '#cfe0e8', '#e9d8c4']))}<rect x="120" y="120" width="260" height="300" rx="8" fill="#fff" opacity=".6"/>
<path d="M160 200h180M160 250h150M160 300h170" stroke="#9a8c7a" stroke-width="8" stroke-linecap="round"/>${table('#a0694b')}
<ellipse cx="${x + 110}" cy="620" rx="200" ry="38" fill="#fff"/><path d="M${x} 430 h220 v110 q0 90 -110 90 q-110 0 -110 -90Z" fill="${cup}"/>
<path d="M${x + 220} 460 q80 0 60 70 q-10 30 -60 30" stroke="${cup}" stroke-width="24" fill="none"/><ellipse cx="${x + 110}" cy="430" rx="110" ry="22" fill="#6b3e26"/>
${steam(x + 90, 390)}<path d="M860 600 q60-90 160-50 q-20 80-160 50Z" fill="#d9a05b"/><path d="M890 590 q50-40 110-35" stroke="#b97a3a" stroke-width="6" fill="none"/>`;
};

/** A pan or plate from above: paella, turrón, a street-food tasting. */
export const food: Scene = (rand) => {
  const base = pick(rand, ['#f2b134', '#e8a33d', '#d9822b']);
  const bits = Array.from({ length: 46 }, () => {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand()) * 230;
    const colour = pick(rand, ['#6aa84f', '#cc3b2f', '#f28f7a', '#fbe3a1', '#3f6f2a']);
    return `<circle cx="${Math.round(600 + Math.cos(a) * r)}" cy="${Math.round(400 + Math.sin(a) * r)}" r="${between(rand, 9, 20)}" fill="${colour}"/>`;
  }).join('');
  return `${wall('#b5835a')}<path d="M0 130h1200M0 270h1200M0 410h1200M0 550h1200M0 690h1200" stroke="#8d5f3c" stroke-width="6"/>
<rect x="80" y="520" width="220" height="220" rx="12" fill="#f4f1de"/><path d="M80 590h220M80 660h220M150 520v220M220 520v220" stroke="#d65a4a" stroke-width="10"/>
<circle cx="600" cy="400" r="300" fill="#2f2f33"/><circle cx="600" cy="400" r="270" fill="${base}"/>${bits}
<rect x="880" y="140" width="26" height="210" rx="13" fill="#2f2f33" transform="rotate(40 893 245)"/>
<path d="M950 520 a70 70 0 0 1 140 0Z" fill="#f7e463"/><path d="M960 520 a60 60 0 0 1 120 0" fill="none" stroke="#fff9c4" stroke-width="6"/>`;
};

/** A wooden toy on wheels on a workbench. */
export const toys: Scene = (rand) => {
  const wood = pick(rand, ['#d9a066', '#c98b4e', '#e3b47a']);
  return `${wall('#cfe3e8')}<rect x="80" y="160" width="1040" height="24" fill="#8a5a3b"/><rect x="140" y="100" width="70" height="60" fill="#e07a5f"/><rect x="240" y="80" width="60" height="80" fill="#81b29a"/><circle cx="1000" cy="126" r="34" fill="#f2cc8f"/>
${table('#9c6b45', 600)}<g transform="translate(${between(rand, 360, 520)} 300)">
<ellipse cx="180" cy="210" rx="190" ry="110" fill="${wood}"/><circle cx="330" cy="90" r="80" fill="${wood}"/><path d="M400 80 l70 20 -70 26Z" fill="#f28c28"/>
<circle cx="350" cy="70" r="12" fill="#222"/><path d="M80 190 q100 -60 180 10" stroke="#a8703f" stroke-width="12" fill="none"/>
<circle cx="70" cy="310" r="44" fill="#6b3e26"/><circle cx="300" cy="310" r="44" fill="#6b3e26"/><circle cx="70" cy="310" r="12" fill="${wood}"/><circle cx="300" cy="310" r="12" fill="${wood}"/></g>`;
};

/** An open sketchbook with doodles and pencils. */
export const sketchbook: Scene = (rand) => {
  const ink = pick(rand, ['#3d5a80', '#e07a5f', '#2a9d8f']);
  return `${wall(pick(rand, ['#e9c46a', '#a8dadc', '#f4a3a8']))}
<g transform="rotate(-4 600 400)"><rect x="200" y="150" width="800" height="500" rx="14" fill="#3d3d3d"/><rect x="220" y="165" width="375" height="470" fill="#fffdf6"/><rect x="605" y="165" width="375" height="470" fill="#fffdf6"/>
<g fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"><circle cx="400" cy="330" r="90"/><path d="M340 320 q20-20 40 0 M420 320 q20-20 40 0 M350 380 q50 40 100 0"/>
<path d="M260 560 q60-60 120 0 t120 0"/><path d="M660 520 l60-120 60 80 50-60 80 100Z"/><circle cx="880" cy="260" r="36"/></g>
<path d="M660 240h150M660 280h110" stroke="#b0a99f" stroke-width="6"/></g>
<g transform="rotate(30 1000 650)"><rect x="860" y="630" width="260" height="28" fill="#f4c95d"/><path d="M1120 630 l40 14 -40 14Z" fill="#e8c9a0"/></g>
<g transform="rotate(18 950 720)"><rect x="800" y="710" width="260" height="28" fill="${ink}"/><path d="M1060 710 l40 14 -40 14Z" fill="#e8c9a0"/></g>`;
};

/** A laptop with code on its screen and a mug: compilers, databases. */
export const laptop: Scene = (rand) => {
  const colours = ['#7fdbca', '#f78c6c', '#c792ea', '#ffcb6b', '#82aaff'];
  const lines = Array.from({ length: 9 }, (_, i) => {
    const indent = pick(rand, [0, 0, 40, 80]);
    return `<rect x="${380 + indent}" y="${220 + i * 32}" width="${between(rand, 80, 340 - indent)}" height="14" rx="7" fill="${pick(rand, colours)}"/>`;
  }).join('');
  return `${wall('#2b3a55')}<rect x="80" y="90" width="180" height="240" fill="#ce7b91" opacity=".5"/><circle cx="1040" cy="180" r="70" fill="#f2cc8f" opacity=".4"/>
${table('#c8a27a', 590)}<rect x="340" y="180" width="520" height="360" rx="18" fill="#1e1e2e"/>${lines}
<path d="M280 590 h640 l-40 -50 h-560Z" fill="#b8c0cc"/><path d="M960 470 h120 v110 q0 30 -30 30 h-60 q-30 0 -30 -30Z" fill="#e07a5f"/><path d="M1080 500 q50 0 40 50 q-5 20 -40 20" stroke="#e07a5f" stroke-width="16" fill="none"/>${steam(990, 450)}`;
};

/** A guest room: a window on the hills, a made bed, a plant. */
export const room: Scene = (rand) => {
  const blanket = pick(rand, ['#e07a5f', '#3d5a80', '#81b29a', '#f2cc8f']);
  return `${wall(pick(rand, ['#f4efe6', '#e8eef2', '#f6e3d4']))}<rect x="700" y="110" width="340" height="300" fill="#9fd0f0"/><path d="M700 330 q100-80 200-20 t140 -30 V410 H700Z" fill="#7fae6b"/><path d="M870 110v300M700 260h340" stroke="#fff" stroke-width="14"/><rect x="700" y="110" width="340" height="300" fill="none" stroke="#fff" stroke-width="14"/>
<rect y="620" width="1200" height="180" fill="#c9a27e"/><rect x="120" y="330" width="40" height="330" fill="#8a5a3b"/>
<rect x="120" y="480" width="560" height="150" rx="16" fill="#fff"/><rect x="300" y="470" width="390" height="170" rx="16" fill="${blanket}"/><rect x="150" y="430" width="130" height="60" rx="26" fill="#fff" stroke="#ddd" stroke-width="4"/>
<rect x="120" y="630" width="560" height="30" fill="#8a5a3b"/><rect x="960" y="560" width="90" height="90" rx="10" fill="#c4553b"/><path d="M1005 560 q-60-80-20-150 M1005 560 q0-100 30-160 M1005 560 q60-60 60-130" stroke="#3f7d5c" stroke-width="18" fill="none" stroke-linecap="round"/>`;
};

/** A folded paper map with a dotted route and pins. */
export const map: Scene = (rand) => {
  const stops = Array.from({ length: 5 }, (_, i) => [260 + i * 170, between(rand, 260, 540)] as const);
  const route = stops.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  return `${wall('#8c6a4f')}<g><path d="M180 160 L420 200 L660 160 L900 200 L1040 170 V650 L900 680 L660 640 L420 680 L180 640Z" fill="#f4ecd8"/>
<path d="M420 200V680M660 160V640M900 200V680" stroke="#d8cbb0" stroke-width="4"/><path d="M180 420 q200 -80 420 20 t440 -40 V560 q-240 60-460 -10 t-400 20Z" fill="#cfe3c4"/>
<path d="M700 240 q60 30 120 0 q40 60 -40 100 q-80 -20 -80 -100Z" fill="#a9d6f0"/>
<path d="${route}" stroke="#d6432f" stroke-width="8" stroke-dasharray="18 14" fill="none" stroke-linecap="round"/>
${stops.map(([x, y]) => `<path d="M${x} ${y} l-18 -32 a22 22 0 1 1 36 0Z" fill="#d6432f"/><circle cx="${x}" cy="${y - 46}" r="8" fill="#fff"/>`).join('')}</g>`;
};

/** A browser window with a support button: the widget ads. */
export const browser: Scene = (rand) => {
  const accent = pick(rand, ['#e07a5f', '#3d5a80', '#2a9d8f']);
  return `${wall('#f2cc8f')}<rect x="220" y="120" width="760" height="540" rx="20" fill="#fff"/><rect x="220" y="120" width="760" height="60" rx="20" fill="#e6e1d8"/>
<circle cx="260" cy="150" r="10" fill="#e36a5a"/><circle cx="292" cy="150" r="10" fill="#f4c95d"/><circle cx="324" cy="150" r="10" fill="#81b29a"/>
<rect x="280" y="230" width="360" height="28" rx="14" fill="#3d3d3d"/><path d="M280 300h560M280 340h520M280 380h540M280 420h300" stroke="#d4cfc6" stroke-width="16" stroke-linecap="round"/>
<rect x="620" y="500" width="300" height="90" rx="45" fill="${accent}"/><path d="M680 525 h50 v20 q0 25 -25 25 q-25 0 -25 -25Z M730 530 q20 0 14 18 q-4 8 -14 8" fill="#fff" stroke="#fff" stroke-width="4"/><rect x="760" y="535" width="120" height="20" rx="10" fill="#fff"/>`;
};
