/** The widget's element in the host document, however many shadow roots deep `node` is. */
export function outermostHost(node: Node): Element {
  let current: Node = node;
  for (let root = current.getRootNode(); root instanceof ShadowRoot; root = current.getRootNode()) current = root.host;
  return current as Element;
}
