/** Some texts of a locale file, picked at build time (scripts/build-tools/vite/locale-pick-plugin.ts). */
declare module 'virtual:locale/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
