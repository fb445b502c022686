// The demo pages' shared behaviour: the current page in the nav, and the live event log.

const here = location.pathname.split('/').pop() || 'index.html';
for (const link of document.querySelectorAll('.site-header nav a')) {
  if (link.getAttribute('href') === here) link.setAttribute('aria-current', 'page');
}

const log = document.getElementById('event-log');
const emptyText = log?.querySelector('.event-empty')?.textContent ?? '';

const describe = (target) =>
  target instanceof Element ? `<${target.localName}${target.id ? ` id="${target.id}"` : ''}>` : 'this page';

function record(name, target, detail) {
  if (!log) return;
  log.querySelector('.event-empty')?.remove();
  const item = document.createElement('li');
  item.className = 'event';
  item.dataset.event = name;
  const title = document.createElement('strong');
  title.textContent = name;
  const from = document.createElement('span');
  from.className = 'event-target';
  from.textContent = `from ${describe(target)}`;
  const time = document.createElement('time');
  time.dateTime = new Date().toISOString();
  time.textContent = new Date().toLocaleTimeString();
  const body = document.createElement('code');
  body.textContent = JSON.stringify(detail);
  item.append(title, ' ', from, ' ', time, body);
  log.prepend(item);
}

// Composed events leave the shadow root retargeted to the element, so the document hears them all.
for (const name of ['cuppa-session', 'cuppa-tip', 'cuppa-subscribe', 'cuppa-error']) {
  document.addEventListener(name, (event) => record(name, event.target, event.detail));
}
document.addEventListener('securitypolicyviolation', (event) =>
  record('csp-violation', null, { directive: event.effectiveDirective, blocked: event.blockedURI }),
);

document.querySelector('[data-clear-log]')?.addEventListener('click', () => {
  if (!log) return;
  const empty = document.createElement('li');
  empty.className = 'event-empty';
  empty.textContent = emptyText;
  log.replaceChildren(empty);
});
