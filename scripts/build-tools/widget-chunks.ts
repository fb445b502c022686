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

/**
 * Widgets whose code loads when one of their elements mounts, not with every page's runtime (measured
 * 2026-11-26: the goal and supporters widgets 2.4 KB, plus headroom).
 */
export const widgetPartChunks = [
  { name: 'goal and supporters widgets', pattern: /^support-widgets-[\w-]+\.js$/, maxGzip: 5 * 1024 },
  // A subscriber's quiet state with its renewal date and link (issue 42), once a frame says so.
  { name: 'subscribed state', pattern: /^subscribed-state-[\w-]+\.js$/, maxGzip: 2 * 1024 },
] as const;

/** A chunk a page loads only when it needs it: a dialog's, or a widget's that is not on every page. */
export const isOnDemandChunk = (fileName: string) =>
  isDialogChunk(fileName) || widgetPartChunks.some((chunk) => chunk.pattern.test(fileName));
