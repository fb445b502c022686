import { initials, splitFullName } from '../../../core/people/person-name';

/**
 * SAMPLE DATA pictures, drawn as SVG data URLs: placeholder content needs no image host, loads
 * offline and never fails in a test run.
 */
const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A landscape artwork: a two-tone gradient with soft hills and a sun; `hue` picks the palette. */
export function artwork(hue: number, width = 640, height = 360): string {
  const a = `hsl(${hue} 65% 55%)`;
  const b = `hsl(${(hue + 40) % 360} 70% 35%)`;
  const hill = `hsl(${(hue + 180) % 360} 35% 30% / 0.55)`;
  return svg(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.14}" fill="hsl(${(hue + 60) % 360} 90% 85% / 0.8)"/>` +
      `<path d="M0 ${height * 0.75} Q ${width * 0.25} ${height * 0.5} ${width * 0.5} ${height * 0.72} T ${width} ${height * 0.65} V ${height} H 0 Z" fill="${hill}"/>`,
    width,
    height,
  );
}

/** A round portrait with the person's initials. */
export function portrait(name: string, hue: number): string {
  return svg(
    `<rect width="96" height="96" rx="48" fill="hsl(${hue} 55% 45%)"/>` +
      `<text x="48" y="58" font-family="system-ui, sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${initials(splitFullName(name))}</text>`,
    96,
    96,
  );
}
