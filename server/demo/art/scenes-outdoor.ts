import { between, pick } from './random';

/** Flat-style outdoor scenes on a 1200 x 800 canvas, their subject in the middle band that every crop keeps. */
export type Scene = (rand: () => number) => string;

const sky = (top: string, bottom: string) =>
  `<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#s)"/>`;

/** A range of hills or peaks from `y`, `amp` high at most, filled down to the bottom. */
function ridge(rand: () => number, y: number, amp: number, steps: number, fill: string, sharp = true): string {
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) points.push(`${Math.round((1200 / steps) * i)},${y - between(rand, 0, amp)}`);
  if (sharp) return `<polygon points="0,800 ${points.join(' ')} 1200,800" fill="${fill}"/>`;
  const curve = points.map((p, i) => (i === 0 ? `M${p}` : `T${p}`)).join(' ');
  return `<path d="${curve} V800 H0Z" fill="${fill}"/>`;
}

const day = { sky: ['#7cc4ec', '#d8f0fb'], sun: '#fff3c4', far: '#9db8d9', mid: '#5f8fae', near: '#3f7d5c' };
const dusk = { sky: ['#f08a5d', '#fbd9b0'], sun: '#ffe08a', far: '#c98a9a', mid: '#8d5b7c', near: '#4b3b5c' };

export const mountains: Scene = (rand) => {
  const c = rand() < 0.5 ? day : dusk;
  const trees = Array.from({ length: 7 }, () => {
    const x = between(rand, 40, 1160);
    const y = between(rand, 600, 680);
    return `<polygon points="${x},${y - 70} ${x - 24},${y} ${x + 24},${y}" fill="#2d5a41"/>`;
  }).join('');
  return `${sky(c.sky[0] ?? '', c.sky[1] ?? '')}<circle cx="${between(rand, 250, 950)}" cy="250" r="70" fill="${c.sun}"/>
${ridge(rand, 480, 200, 6, c.far)}${ridge(rand, 560, 140, 9, c.mid)}${ridge(rand, 650, 70, 5, c.near, false)}${trees}
<rect y="700" width="1200" height="100" fill="#6fa8c9"/><path d="M100 730h220M520 750h300M900 728h180" stroke="#dff1fb" stroke-width="6" stroke-linecap="round"/>`;
};

/** A hillside town by the water: Lisbon's and Cape Town's coloured houses. */
export const coast: Scene = (rand) => {
  const c = rand() < 0.6 ? day : dusk;
  const colours = ['#f4c95d', '#e9806e', '#f7f1e3', '#7fb7be', '#d97d54', '#f2a7c3'];
  const houses = Array.from({ length: 18 }, (_, i) => {
    const x = 20 + i * 34 + between(rand, -6, 6);
    const y = 360 + i * 14 + between(rand, -20, 20);
    const w = between(rand, 44, 64);
    const h = between(rand, 40, 70);
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${pick(rand, colours)}"/><polygon points="${x - 4},${y} ${x + w / 2},${y - 22} ${x + w + 4},${y}" fill="#c4553b"/><rect x="${x + 10}" y="${y + 14}" width="10" height="14" fill="#3d4a5c"/>`;
  }).join('');
  return `${sky(c.sky[0] ?? '', c.sky[1] ?? '')}<circle cx="${between(rand, 750, 1050)}" cy="300" r="64" fill="${c.sun}"/>
<path d="M0 340 Q300 300 700 620 V800 H0Z" fill="#8bb174"/>${houses}
<rect y="600" width="1200" height="200" fill="#3f86b5"/><path d="M760 640h240M640 690h380M820 740h260" stroke="#a9d6f0" stroke-width="7" stroke-linecap="round"/>
<path d="M880 600l40-70 40 70z" fill="#fff"/><rect x="860" y="600" width="120" height="18" rx="9" fill="#7a4b33"/>`;
};

export const city: Scene = (rand) => {
  const night = rand() < 0.4;
  const colours = night ? ['#2e3558', '#3a4170', '#252a48'] : ['#5e7fa3', '#7d97b8', '#4a6688', '#93a9c6'];
  const light = night ? '#ffd66b' : '#cfe3f5';
  let x = -20;
  let buildings = '';
  while (x < 1200) {
    const w = between(rand, 70, 150);
    const h = between(rand, 180, 440);
    buildings += `<rect x="${x}" y="${640 - h}" width="${w}" height="${h + 160}" fill="${pick(rand, colours)}"/><rect x="${x + 14}" y="${660 - h}" width="${w - 28}" height="${h - 60}" fill="url(#w)"/>`;
    x += w + between(rand, 4, 16);
  }
  return `${night ? sky('#141a33', '#3b3f6e') : sky('#9fd0f0', '#f3e6d0')}
<defs><pattern id="w" width="26" height="34" patternUnits="userSpaceOnUse"><rect width="12" height="16" fill="${light}" opacity=".85"/></pattern></defs>
<circle cx="${between(rand, 150, 1050)}" cy="150" r="56" fill="${night ? '#f4f1de' : '#fff3c4'}"/>${buildings}
<rect y="640" width="1200" height="160" fill="${night ? '#1c2036' : '#6b7b8c'}"/><path d="M0 720h1200" stroke="${light}" stroke-width="8" stroke-dasharray="60 40"/>`;
};

export const aurora: Scene = (rand) => {
  const stars = Array.from(
    { length: 40 },
    () => `<circle cx="${between(rand, 0, 1200)}" cy="${between(rand, 20, 420)}" r="${between(rand, 1, 3)}"/>`,
  ).join('');
  return `${sky('#07142b', '#1d3a5a')}<g fill="#fff" opacity=".8">${stars}</g>
<defs><linearGradient id="a" x2="0" y2="1"><stop offset="0" stop-color="#7cf5b5" stop-opacity="0"/><stop offset=".6" stop-color="#52e3a0" stop-opacity=".75"/><stop offset="1" stop-color="#2bb5c9" stop-opacity="0"/></linearGradient></defs>
<path d="M0 380 C250 ${between(rand, 120, 260)} 500 420 700 ${between(rand, 180, 300)} S1050 200 1200 300 V480 C900 430 600 560 0 480Z" fill="url(#a)"/>
<path d="M100 420 C400 260 650 470 1100 250 V360 C800 470 450 420 100 520Z" fill="url(#a)" opacity=".6"/>
${ridge(rand, 580, 120, 7, '#0e1f33')}<path d="M0 680 Q600 620 1200 690 V800 H0Z" fill="#dfe9f3"/>
<rect x="${between(rand, 700, 950)}" y="610" width="90" height="60" fill="#b3423a"/>`;
};

/** A path of red gates up a green hill (Fushimi Inari). */
export const gates: Scene = (rand) => {
  const gatesSvg = [0, 1, 2, 3, 4]
    .map((i) => {
      const s = 1 - i * 0.17;
      const cx = 600 + i * between(rand, 10, 30);
      const w = 520 * s;
      const h = 420 * s;
      const top = 660 - h;
      return `<g fill="#d6432f"><rect x="${cx - w / 2 + 40 * s}" y="${top}" width="${26 * s}" height="${h}"/><rect x="${cx + w / 2 - 66 * s}" y="${top}" width="${26 * s}" height="${h}"/><path d="M${cx - w / 2} ${top - 10 * s} Q${cx} ${top + 10 * s} ${cx + w / 2} ${top - 10 * s} v${28 * s} H${cx - w / 2}Z" fill="#2b2b2b"/><rect x="${cx - w / 2 + 20 * s}" y="${top + 50 * s}" width="${w - 40 * s}" height="${18 * s}"/></g>`;
    })
    .reverse()
    .join('');
  return `${sky('#f6b38a', '#fde8cf')}<circle cx="${between(rand, 200, 400)}" cy="230" r="60" fill="#fff0c2"/>
${ridge(rand, 470, 120, 5, '#7a9d6b', false)}${ridge(rand, 560, 60, 4, '#4f7a4a', false)}${gatesSvg}
<path d="M420 800 L560 660 H700 L820 800Z" fill="#b99c7b"/>`;
};

/** A train crossing a viaduct: the night train, the rainy station. */
export const train: Scene = (rand) => {
  const c = rand() < 0.5 ? day : dusk;
  const cars = [0, 1, 2]
    .map((i) => {
      const x = 140 + i * 320;
      const windows = [0, 1, 2, 3]
        .map((w) => `<rect x="${x + 30 + w * 66}" y="420" width="44" height="40" rx="6" fill="#e8f4fb"/>`)
        .join('');
      return `<rect x="${x}" y="395" width="300" height="120" rx="${i === 2 ? 40 : 14}" fill="${i === 2 ? '#d9534f' : '#2f6f8f'}"/>${windows}<rect x="${x}" y="480" width="300" height="10" fill="#f4c95d"/>`;
    })
    .join('');
  const arches = [0, 1, 2, 3, 4, 5]
    .map((i) => `<path d="M${i * 220 - 20} 800 V650 a90 90 0 0 1 180 0 V800Z" fill="${c.sky[1]}"/>`)
    .join('');
  return `${sky(c.sky[0] ?? '', c.sky[1] ?? '')}${ridge(rand, 430, 150, 6, c.far)}
<rect y="520" width="1200" height="280" fill="#a2674c"/>${arches}<rect y="515" width="1200" height="16" fill="#6e4634"/>${cars}`;
};

/** A road through the hills with a car on it: the transfers. */
export const road: Scene = (rand) => {
  const c = rand() < 0.7 ? day : dusk;
  const colour = pick(rand, ['#f4c95d', '#e36a5a', '#5aa9e6', '#ffffff']);
  return `${sky(c.sky[0] ?? '', c.sky[1] ?? '')}<circle cx="${between(rand, 200, 1000)}" cy="220" r="60" fill="${c.sun}"/>
${ridge(rand, 470, 160, 6, c.far)}${ridge(rand, 560, 60, 4, '#7fae6b', false)}
<path d="M0 640 C400 560 800 720 1200 600 V720 C800 820 400 660 0 760Z" fill="#4a4f5a"/>
<path d="M0 700 C400 620 800 780 1200 660" stroke="#f7f1e3" stroke-width="6" stroke-dasharray="40 30" fill="none"/>
<g transform="translate(470 540)"><path d="M0 90 V60 Q10 40 60 36 L110 0 H230 L290 36 Q330 40 340 60 V90Z" fill="${colour}"/>
<path d="M125 12 H215 L255 40 H92Z" fill="#bfe3f5"/><circle cx="80" cy="92" r="30" fill="#222"/><circle cx="270" cy="92" r="30" fill="#222"/><circle cx="80" cy="92" r="12" fill="#bbb"/><circle cx="270" cy="92" r="12" fill="#bbb"/></g>`;
};
