// A tiny router: each view is built from elements after load, as a framework would render it.

const outlet = document.getElementById('outlet');
const tray = document.getElementById('tray');
const current = () => new URLSearchParams(location.search).get('creator') ?? 'alice';

function element(tag, attributes, text) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

function renderView() {
  const creator = current();
  outlet.replaceChildren(
    element('h2', {}, `Reading ${creator}`),
    element('cuppa-creator-card', { id: 'spa-card', creator }),
  );
  for (const link of document.querySelectorAll('[data-route]')) {
    if (link.getAttribute('href') === `spa.html?creator=${creator}`) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('[data-route]') : null;
  if (!link || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  history.pushState(null, '', link.getAttribute('href'));
  renderView();
});
addEventListener('popstate', renderView);

document.getElementById('spa-add').addEventListener('click', () => {
  const count = tray.children.length + 1;
  tray.append(element('cuppa-tip-button', { id: `spa-tip-${count}`, creator: current(), label: `Tip #${count}` }));
});
document.getElementById('spa-remove').addEventListener('click', () => tray.lastElementChild?.remove());

renderView();
