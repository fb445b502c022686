// The playground: the form's choices become the snippet to copy and a live element in the preview.

const loader = document.querySelector('script[data-api]');
const form = document.getElementById('playground');
const snippet = document.getElementById('pg-snippet');
const preview = document.getElementById('pg-preview');
const copyStatus = document.getElementById('pg-copy-status');
const creatorSelect = document.getElementById('pg-creator');
const labelInput = document.getElementById('pg-label');

// Each element's room, from the loader's table (the demo server fills it in): the snippet carries it,
// so a page with no stylesheet of its own keeps still as the widget arrives.
const rooms = JSON.parse(form.dataset.rooms);

const names = { alice: 'Alice', bob: 'Bob', carmen: 'Carmen', dmitri: 'Dmitri', emma: 'Emma' };

function choices() {
  const data = new FormData(form);
  const widget = String(data.get('widget'));
  const creator = String(creatorSelect.value);
  const attributes = [];
  if (widget !== 'cuppa-wallet-badge') attributes.push(['creator', creator]);
  const label = String(data.get('label') ?? '').trim();
  if ((widget === 'cuppa-tip-button' || widget === 'cuppa-creator-card') && label) attributes.push(['label', label]);
  for (const name of ['theme', 'lang']) {
    const value = String(data.get(name) ?? '');
    if (value) attributes.push([name, value]);
  }
  const accent = String(data.get('accent') ?? '');
  attributes.push(['style', accent ? `${rooms[widget]};--cuppa-accent:${accent}` : rooms[widget]]);
  // The tip button's fallback: a plain link that stays if the script is blocked.
  const fallback =
    widget === 'cuppa-tip-button'
      ? { href: `${loader.dataset.app}/${creator}`, text: `Support ${names[creator]} on Cuppa` }
      : null;
  return { widget, creator, attributes, fallback };
}

const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function snippetText({ widget, attributes, fallback }) {
  const attrs = attributes.map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
  const inner = fallback ? `<a href="${escape(fallback.href)}">${escape(fallback.text)}</a>` : '';
  return [
    `<script type="module" src="${loader.src}"`,
    `        data-api="${loader.dataset.api}" data-app="${loader.dataset.app}"></script>`,
    '',
    `<${widget}${attrs}>${inner}</${widget}>`,
  ].join('\n');
}

function render() {
  const state = choices();
  creatorSelect.disabled = state.widget === 'cuppa-wallet-badge';
  labelInput.disabled = state.widget !== 'cuppa-tip-button';
  snippet.textContent = snippetText(state);
  copyStatus.textContent = '';

  // A new element each time, made as a single-page app would make it.
  const element = document.createElement(state.widget);
  element.id = 'preview-widget';
  for (const [name, value] of state.attributes) element.setAttribute(name, value);
  if (state.fallback) {
    const link = document.createElement('a');
    link.href = state.fallback.href;
    link.textContent = state.fallback.text;
    element.append(link);
  }
  preview.dataset.theme = state.attributes.find(([name]) => name === 'theme')?.[1] ?? '';
  preview.replaceChildren(element);
}

form.addEventListener('input', render);
form.addEventListener('change', render);
form.addEventListener('submit', (event) => event.preventDefault());

document.getElementById('pg-copy').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(snippet.textContent);
    copyStatus.textContent = 'Copied to the clipboard.';
  } catch {
    // No clipboard (an insecure origin, or a refusal): select the text so Ctrl-C copies it.
    getSelection()?.selectAllChildren(snippet);
    copyStatus.textContent = 'The browser refused the clipboard: the snippet is selected, press Ctrl-C.';
  }
});

render();
