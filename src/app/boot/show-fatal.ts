/** Shown when the app cannot start at all (bad config); plain DOM, since React may be what failed. */
export function showFatal(root: HTMLElement, title: string, detail: string): void {
  document.getElementById('splash')?.remove();
  // Nothing will press what index.html's script held: it stops holding.
  window.__cuppaEarlyPresses?.();
  const box = document.createElement('div');
  box.className = 'fatal';
  box.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.textContent = title;
  const text = document.createElement('p');
  text.textContent = detail;
  box.append(heading, text);
  root.replaceChildren(box);
}
