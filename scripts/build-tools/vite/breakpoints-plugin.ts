import type { Plugin } from 'vite';
import { breakpointQueries } from '../../../src/core/theme/breakpoints.ts';

const QUERY = /\((--[a-z-]+)\)/g;

/** Writes the widths of the breakpoints a media query names: `@media (--lg)` becomes `(min-width: 992px)`. */
export function resolveBreakpoints(css: string, id = 'stylesheet'): string {
  const queries = breakpointQueries();
  return css.replace(/@media[^{]+\{/g, (prelude) =>
    prelude.replace(QUERY, (_, name: string) => {
      const query = queries[name];
      if (!query) throw new Error(`${id}: no breakpoint named ${name} (src/core/theme/breakpoints.ts)`);
      return query;
    }),
  );
}

/** The app's stylesheets name breakpoints instead of writing their widths (src/core/theme/breakpoints.ts). */
export function breakpointsPlugin(): Plugin {
  return {
    name: 'cuppa-breakpoints',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id)) return null;
      return { code: resolveBreakpoints(code, id), map: null };
    },
  };
}
