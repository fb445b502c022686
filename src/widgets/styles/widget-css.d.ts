/** The widgets' stylesheet, compiled at build time (scripts/build-tools/widget-css.ts). */
declare module 'virtual:cuppa-widget-css' {
  const css: string;
  export default css;
}
