/**
 * SPEC.md section 9's breakpoints, the only place their widths are written: the app's stylesheets name
 * them in media queries (`(--lg)`, `(--below-sm)`, resolved at build time by
 * scripts/build-tools/vite/breakpoints-plugin.ts), the widgets' twind config takes them as its screens.
 * The layout breakpoint (fixed sidebar and settings menu) is lg.
 */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** The media conditions a stylesheet may name: `--<bp>` from that width up, `--below-<bp>` under it. */
export function breakpointQueries(): Record<string, string> {
  const queries: Record<string, string> = {};
  for (const [name, width] of Object.entries(breakpoints)) {
    if (width === 0) continue; // xs is everything: no query needed
    queries[`--${name}`] = `(min-width: ${width}px)`;
    // .02 under the next width, as Bootstrap does, so no fractional viewport falls between the two.
    queries[`--below-${name}`] = `(max-width: ${width - 0.02}px)`;
  }
  return queries;
}
