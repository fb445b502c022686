/**
 * Reads back a QR code the page drew, from its pixels, so a browser test checks what a wallet's
 * camera would see rather than what the page meant to draw. No decoder package is installed, and the
 * widgets' codes are the easy kind: upright, unskewed, on white with a quiet zone, error level L. So
 * this decoder samples the module grid, unmasks it, checks every Reed-Solomon block (a wrong read
 * fails rather than being corrected) and parses the segments. It refuses anything else.
 */

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom (ImageData's layout). */
  data: ArrayLike<number>;
}

type Matrix = boolean[][]; // [row][column], true = dark

/** Level L block structure, versions 1-20: EC codewords per block, then [blocks, data codewords]. */
const LEVEL_L: Record<number, [number, ...[number, number][]]> = {
  1: [7, [1, 19]],
  2: [10, [1, 34]],
  3: [15, [1, 55]],
  4: [20, [1, 80]],
  5: [26, [1, 108]],
  6: [18, [2, 68]],
  7: [20, [2, 78]],
  8: [24, [2, 97]],
  9: [30, [2, 116]],
  10: [18, [2, 68], [2, 69]],
  11: [20, [4, 81]],
  12: [24, [2, 92], [2, 93]],
  13: [26, [4, 107]],
  14: [30, [3, 115], [1, 116]],
  15: [22, [5, 87], [1, 88]],
  16: [24, [5, 98], [1, 99]],
  17: [28, [1, 107], [5, 108]],
  18: [30, [5, 120], [1, 121]],
  19: [28, [3, 113], [4, 114]],
  20: [28, [3, 107], [5, 108]],
};

const ALIGNMENT: Record<number, number[]> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
  11: [6, 30, 54],
  12: [6, 32, 58],
  13: [6, 34, 62],
  14: [6, 26, 46, 66],
  15: [6, 26, 48, 70],
  16: [6, 26, 50, 74],
  17: [6, 30, 54, 78],
  18: [6, 30, 56, 82],
  19: [6, 30, 58, 86],
  20: [6, 34, 62, 90],
};

const MASKS: ((row: number, column: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/** The module grid: the symbol's box, its module size from the top-left finder (7 modules wide). */
function sample(pixels: Pixels): Matrix {
  const dark = (x: number, y: number) => {
    const i = (Math.floor(y) * pixels.width + Math.floor(x)) * 4;
    const [r = 255, g = 255, b = 255] = [pixels.data[i], pixels.data[i + 1], pixels.data[i + 2]];
    return 0.299 * r + 0.587 * g + 0.114 * b < 128;
  };
  let [left, top, right, bottom] = [pixels.width, pixels.height, -1, -1];
  for (let y = 0; y < pixels.height; y += 1)
    for (let x = 0; x < pixels.width; x += 1)
      if (dark(x, y))
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  if (right < 0) throw new Error('no QR code: the image has no dark pixels');
  let finder = 0;
  while (left + finder <= right && dark(left + finder, top + 1)) finder += 1;
  const module = finder / 7;
  const size = Math.round((right - left + 1) / module);
  if ((size - 17) % 4 !== 0 || size < 21) throw new Error(`no QR code: ${size} modules across`);
  const step = (right - left + 1) / size;
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => dark(left + (column + 0.5) * step, top + (row + 0.5) * step)),
  );
}

function formatCodes(): Map<number, { level: number; mask: number }> {
  const codes = new Map<number, { level: number; mask: number }>();
  for (let data = 0; data < 32; data += 1) {
    let remainder = data << 10;
    for (let bit = 14; bit >= 10; bit -= 1) if (remainder & (1 << bit)) remainder ^= 0x537 << (bit - 10);
    codes.set(((data << 10) | remainder) ^ 0x5412, { level: data >> 3, mask: data & 7 });
  }
  return codes;
}

/** Error level and mask from the format bits beside the top-left finder (they must be exact). */
function readFormat(m: Matrix): { level: number; mask: number } {
  let bits = 0;
  for (let column = 0; column <= 8; column += 1) if (column !== 6) bits = (bits << 1) | Number(m[8]?.[column]);
  for (let row = 7; row >= 0; row -= 1) if (row !== 6) bits = (bits << 1) | Number(m[row]?.[8]);
  const format = formatCodes().get(bits);
  if (!format) throw new Error(`unreadable format bits ${bits.toString(2)}`);
  return format;
}

/** Which modules are not data: finders, separators, format and version areas, timing, alignment. */
function functionModules(size: number, version: number): Matrix {
  const taken: Matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const region = (column: number, row: number, width: number, height: number) => {
    for (let r = row; r < row + height; r += 1) for (let c = column; c < column + width; c += 1) taken[r]![c] = true;
  };
  region(0, 0, 9, 9);
  region(size - 8, 0, 8, 9);
  region(0, size - 8, 9, 8);
  const centers = ALIGNMENT[version] ?? [];
  for (const x of centers)
    for (const y of centers)
      if (!((x === 6 && y === 6) || (x === 6 && y === size - 7) || (x === size - 7 && y === 6)))
        region(x - 2, y - 2, 5, 5);
  region(6, 9, 1, size - 17);
  region(9, 6, size - 17, 1);
  if (version >= 7) {
    region(size - 11, 0, 3, 6);
    region(0, size - 11, 6, 3);
  }
  return taken;
}

/** The codewords in placement order: two-column strips from the right, up then down, skipping column 6. */
function readCodewords(m: Matrix, version: number, mask: number): number[] {
  const size = m.length;
  const taken = functionModules(size, version);
  const codewords: number[] = [];
  let [byte, count, up] = [0, 0, true];
  for (let column = size - 1; column > 0; column -= 2) {
    if (column === 6) column -= 1;
    for (let i = 0; i < size; i += 1) {
      const row = up ? size - 1 - i : i;
      for (const c of [column, column - 1]) {
        if (taken[row]![c]) continue;
        byte = (byte << 1) | Number(m[row]![c] !== MASKS[mask]!(row, c));
        count += 1;
        if (count === 8) {
          codewords.push(byte);
          [byte, count] = [0, 0];
        }
      }
    }
    up = !up;
  }
  return codewords;
}

const EXP: number[] = [];
const LOG: number[] = [];
for (let i = 0, x = 1; i < 255; i += 1, x = x & 0x80 ? ((x << 1) ^ 0x11d) & 0xff : x << 1) {
  EXP[i] = x;
  LOG[x] = i;
}
const times = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[(LOG[a]! + LOG[b]!) % 255]!);

/** A Reed-Solomon block is whole when the codeword polynomial is zero at α^0 … α^(ec-1). */
function checkBlock(block: number[], ec: number): void {
  for (let i = 0; i < ec; i += 1) {
    let value = 0;
    for (const codeword of block) value = times(value, EXP[i]!) ^ codeword;
    if (value !== 0) throw new Error('a Reed-Solomon block does not check: the image was misread');
  }
}

/** The data codewords, de-interleaved from the blocks, each block checked. */
function dataCodewords(codewords: number[], version: number): number[] {
  const [ec, ...groups] = LEVEL_L[version] ?? [];
  if (ec === undefined) throw new Error(`version ${version} is beyond this decoder`);
  const sizes = groups.flatMap(([blocks, data]) => Array<number>(blocks).fill(data));
  const blocks = sizes.map(() => [] as number[]);
  let next = 0;
  for (let i = 0; i < Math.max(...sizes); i += 1)
    sizes.forEach((data, b) => i < data && blocks[b]!.push(codewords[next++]!));
  for (let i = 0; i < ec; i += 1) blocks.forEach((block) => block.push(codewords[next++]!));
  if (next !== codewords.length) throw new Error(`read ${codewords.length} codewords, the version holds ${next}`);
  blocks.forEach((block) => checkBlock(block, ec));
  return blocks.flatMap((block, b) => block.slice(0, sizes[b]));
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** Numeric, alphanumeric and byte (UTF-8) segments up to the terminator. */
function parseSegments(data: number[], version: number): string {
  let position = 0;
  const read = (bits: number) => {
    let value = 0;
    for (let i = 0; i < bits; i += 1, position += 1)
      value = (value << 1) | ((data[position >> 3]! >> (7 - (position & 7))) & 1);
    return value;
  };
  const wide = version >= 10 ? 1 : 0;
  const bytes: number[] = [];
  const text = (chars: string) => bytes.push(...new TextEncoder().encode(chars));
  while (position + 4 <= data.length * 8) {
    const mode = read(4);
    if (mode === 0) break;
    if (mode === 1) {
      let count = read([10, 12][wide]!);
      for (; count >= 3; count -= 3) text(String(read(10)).padStart(3, '0'));
      if (count === 2) text(String(read(7)).padStart(2, '0'));
      if (count === 1) text(String(read(4)));
    } else if (mode === 2) {
      let count = read([9, 11][wide]!);
      for (; count >= 2; count -= 2) {
        const pair = read(11);
        text(ALPHANUMERIC[Math.floor(pair / 45)]! + ALPHANUMERIC[pair % 45]!);
      }
      if (count === 1) text(ALPHANUMERIC[read(6)]!);
    } else if (mode === 4) {
      for (let count = read([8, 16][wide]!); count > 0; count -= 1) bytes.push(read(8));
    } else throw new Error(`segment mode ${mode} is beyond this decoder`);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
}

/** The text a QR code image holds, and its error level ('L', 'M', 'Q', 'H'). */
export function decodeQr(pixels: Pixels): { text: string; level: string } {
  const matrix = sample(pixels);
  const version = (matrix.length - 17) / 4;
  const { level, mask } = readFormat(matrix);
  const name = ['M', 'L', 'H', 'Q'][level]!;
  if (name !== 'L') throw new Error(`error level ${name}: this decoder reads level L only`);
  return { text: parseSegments(dataCodewords(readCodewords(matrix, version, mask), version), version), level: name };
}
