/**
 * The widget bundle's parts that load when a dialog first opens, by their stable chunk names, with
 * their gzip budgets (measured 2026-11-22: 15.3, 10.7 and 0.4 KB, plus headroom; the dialog chunk has
 * carried the dialogs' English since 2026-11-26, 16.2 KB). Every other chunk
 * belongs to the runtime, which the loader imports in stages before any interaction.
 */
export const dialogChunks = [
  { name: 'dialog (floating-ui)', pattern: /^dialog-[\w-]+\.js$/, maxGzip: 20 * 1024 },
  { name: 'tip dialog', pattern: /^tip-dialog-[\w-]+\.js$/, maxGzip: 14 * 1024 },
  { name: 'subscribe dialog', pattern: /^subscribe-dialog-[\w-]+\.js$/, maxGzip: 2 * 1024 },
] as const;

export const isDialogChunk = (fileName: string) => dialogChunks.some((chunk) => chunk.pattern.test(fileName));
