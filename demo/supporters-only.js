// The supporters-only section: this page's own server opens it from a verified subscription receipt
// (scripts/servers/supporters-only.ts). The page only hands the server the receipt a widget's
// `cuppa-subscribe` event carries; what the section holds comes from the server once it has checked it.

const section = document.querySelector('[data-supporters-only]');
const content = section?.querySelector('[data-supporters-content]');

function show(notebook) {
  if (!section || !content) return;
  const heading = document.createElement('h3');
  heading.textContent = notebook.title;
  const paragraphs = notebook.paragraphs.map((text) => {
    const paragraph = document.createElement('p');
    paragraph.textContent = text;
    return paragraph;
  });
  content.replaceChildren(heading, ...paragraphs);
  section.dataset.state = 'open';
}

function refuse(message) {
  if (!content) return;
  const note = document.createElement('p');
  note.className = 'supporters-refused';
  note.textContent = message;
  content.querySelector('.supporters-refused')?.remove();
  content.append(note);
}

/** Asks the server; opens the section when it says so, else answers why not. */
async function ask(request) {
  const response = await fetch(request.url, request.init);
  const body = await response.json().catch(() => ({}));
  if (response.ok && body.open) return show(body);
  return body.error ?? body.reason;
}

if (section) {
  // A reader whose receipt the server kept (its cookie) sees the section at once.
  void ask({ url: '/supporters/content' });

  document.addEventListener('cuppa-subscribe', async (event) => {
    if (!event.detail.receipt) return;
    const refused = await ask({
      url: '/supporters/unlock',
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ receipt: event.detail.receipt }),
      },
    });
    if (refused) refuse(refused);
  });
}
