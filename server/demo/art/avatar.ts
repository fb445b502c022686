import { between, pick, seeded } from './random';

const skins = ['#f6d5b8', '#eab68f', '#c98b62', '#a0663f', '#6e4429'];
const hairs = ['#2b1d14', '#5a3825', '#a0522d', '#d9a55b', '#1c1c1c', '#8c8c8c'];
const shirts = ['#e07a5f', '#3d5a80', '#81b29a', '#f2cc8f', '#9b5de5', '#2a9d8f'];
const backgrounds = ['#fde2c0', '#cfe3f5', '#d8eed2', '#f6d0dc', '#e6dcf5', '#fff1b8'];
type Style = 'short' | 'long' | 'bun' | 'curly';

/** The demo people's looks, so Alice stays Alice; anyone else gets a face from their name. */
const people: Record<string, { style: Style; skin: number; hair: number }> = {
  MiaMember: { style: 'bun', skin: 1, hair: 2 },
  AliceRivera: { style: 'long', skin: 2, hair: 0 },
  BobStone: { style: 'short', skin: 0, hair: 3 },
  CarmenOrtiz: { style: 'curly', skin: 2, hair: 4 },
  DmitriVolkov: { style: 'short', skin: 0, hair: 1 },
  EmmaNakamura: { style: 'bun', skin: 1, hair: 4 },
  HugoHost: { style: 'curly', skin: 4, hair: 4 },
  AdaAdmin: { style: 'long', skin: 3, hair: 5 },
};

function hair(style: Style, colour: string): [behind: string, front: string] {
  switch (style) {
    case 'long':
      return [
        `<path d="M70 120 q0-80 58-80 q58 0 58 80 v90 h-116Z" fill="${colour}"/>`,
        `<path d="M80 112 q10-56 48-56 q40 0 48 56 q-40-24-96 0Z" fill="${colour}"/>`,
      ];
    case 'bun':
      return [
        `<circle cx="128" cy="42" r="26" fill="${colour}"/>`,
        `<path d="M80 110 q4-56 48-56 q44 0 48 56 q-20-30-48-30 q-28 0-48 30Z" fill="${colour}"/>`,
      ];
    case 'curly':
      return [
        '',
        `<g fill="${colour}">${[76, 96, 118, 140, 160, 180].map((x, i) => `<circle cx="${x}" cy="${i % 2 ? 64 : 78}" r="22"/>`).join('')}</g>`,
      ];
    default:
      return ['', `<path d="M80 104 q0-52 48-52 q48 0 48 52 q-18-18-48-22 q-30 4-48 22Z" fill="${colour}"/>`];
  }
}

/** A flat portrait: head and shoulders on a round colour field, 256 x 256. */
export function avatarSvg(label: string): string {
  const rand = seeded(label);
  const known = people[label];
  const skin = skins[known?.skin ?? between(rand, 0, skins.length - 1)] ?? '#eab68f';
  const hairColour = hairs[known?.hair ?? between(rand, 0, hairs.length - 1)] ?? '#2b1d14';
  const style = known?.style ?? pick(rand, ['short', 'long', 'bun', 'curly'] as const);
  const [behind, front] = hair(style, hairColour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${pick(rand, backgrounds)}"/>${behind}
<path d="M36 256 q0-70 92-70 q92 0 92 70Z" fill="${pick(rand, shirts)}"/><rect x="110" y="160" width="36" height="34" fill="${skin}"/>
<ellipse cx="128" cy="118" rx="50" ry="58" fill="${skin}"/>${front}
<circle cx="108" cy="122" r="6" fill="#2b2b2b"/><circle cx="148" cy="122" r="6" fill="#2b2b2b"/>
<path d="M110 148 q18 14 36 0" stroke="#8a3b2f" stroke-width="5" fill="none" stroke-linecap="round"/>
<circle cx="98" cy="142" r="8" fill="#e07a5f" opacity=".25"/><circle cx="158" cy="142" r="8" fill="#e07a5f" opacity=".25"/></svg>`;
}
