/**
 * What a frame needs to look like its widget (WIDGETS.md: frames follow the widget's accent, radius and
 * font): the site's `--cuppa-accent`, `--cuppa-radius` and `--cuppa-font`, as the browser computes them
 * here (an accent as `rgb(…)`, a radius in px), so the frame gets plain values it can check strictly.
 * Only what the site set: the frame's own defaults are the widget's.
 */
export function frameLook(root: ShadowRoot): Record<string, string> {
  const host = root.host;
  const custom = (name: string) => getComputedStyle(host).getPropertyValue(name).trim();
  const accent = custom('--cuppa-accent');
  const radius = custom('--cuppa-radius');
  const font = custom('--cuppa-font');
  if (!accent && !radius && !font) return {};

  const probe = document.createElement('span');
  probe.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none';
  if (accent) probe.style.color = 'var(--cuppa-accent)';
  if (radius) probe.style.borderTopLeftRadius = 'var(--cuppa-radius)';
  if (font) probe.style.fontFamily = 'var(--cuppa-font)';
  root.append(probe);
  const computed = getComputedStyle(probe);
  const look: Record<string, string> = {};
  if (accent && CSS.supports('color', accent)) look.accent = computed.color;
  if (radius && CSS.supports('border-radius', radius)) look.radius = computed.borderTopLeftRadius;
  if (font) look.font = computed.fontFamily;
  probe.remove();
  return look;
}
