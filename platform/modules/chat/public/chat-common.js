// Shared by the chat's player and operator pages: words, platform calls, message rendering, the composer and
// the live channel (chat-live.js).
import { connectLive } from '/support/chat/live.js';

export const texts = JSON.parse(document.getElementById('chat-texts').textContent);
export const language = document.body.dataset.language === 'en' ? 'en' : 'bn';

export function format(text, params) {
  return text.replace(/\{(\w+)\}/g, (_, key) => String(params[key] ?? ''));
}

/** Numbers in the page's digits: a Bengali page writes ০-৯, as the site and the message times do. */
export function localDigits(value) {
  const text = String(value);
  return language === 'bn' ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit))) : text;
}

export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') node.textContent = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

export class CallError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** A platform call; the answer's value, or a CallError with the platform's message in the page's language. */
export async function call(url, { method = 'GET', json, form } = {}) {
  const headers = { language };
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const response = await fetch(url, { method, headers, body, credentials: 'same-origin' });
  let envelope = null;
  try {
    envelope = await response.json();
  } catch {
    // Not an envelope (a proxy's error page): the generic message below.
  }
  if (!response.ok || !envelope?.success) throw new CallError(response.status, envelope?.message ?? texts.offline);
  return envelope.value;
}

const timeFormat = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
  hour: '2-digit',
  minute: '2-digit',
});

/** One message as a list item; `mine` decides the side and the sender's name. */
export function messageItem(message, mine, names, attachmentUrl) {
  const images = message.attachments.map((a) =>
    el(
      'a',
      { href: attachmentUrl(a.id), target: '_blank', rel: 'noopener' },
      el('img', { src: attachmentUrl(a.id), alt: names.image, loading: 'lazy' }),
    ),
  );
  return el(
    'li',
    { class: `message ${mine ? 'mine' : 'theirs'}`, 'data-id': message.id },
    el('span', { class: 'sender', text: mine ? names.mine : names.theirs }),
    message.text ? el('p', { text: message.text }) : null,
    images.length ? el('div', { class: 'images' }, ...images) : null,
    el('time', { datetime: message.createdAt, text: timeFormat.format(new Date(message.createdAt)) }),
  );
}

const MAX_FILES = 3;
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_TEXT = 1000;

/**
 * The message form: text and up to 3 images. The checks here only spare a round trip; the platform checks
 * again (image types by their bytes). `send(formDataOrText)` resolves when the platform took the message.
 */
export function composer({ placeholder, sendLabel, attachLabel }, send) {
  const error = el('p', { class: 'error', role: 'alert' });
  const textarea = el('textarea', {
    name: 'text',
    rows: 2,
    maxlength: MAX_TEXT * 2,
    'aria-label': placeholder,
    placeholder,
  });
  const files = el('input', {
    type: 'file',
    name: 'file',
    accept: 'image/png,image/jpeg',
    multiple: true,
    'aria-label': attachLabel,
    class: 'files',
  });
  const button = el('button', { type: 'submit', text: sendLabel });
  const form = el('form', { class: 'composer' }, error, textarea, el('div', { class: 'row' }, files, button));
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const text = textarea.value.trim();
    const chosen = [...files.files];
    if (chosen.length > MAX_FILES) return void (error.textContent = texts.tooMany ?? '');
    if (chosen.some((f) => f.size > MAX_FILE_BYTES)) return void (error.textContent = texts.tooLarge ?? '');
    if ([...text].length > MAX_TEXT) return void (error.textContent = texts.tooLong ?? '');
    if (!text && chosen.length === 0) return;
    button.disabled = true;
    try {
      if (chosen.length) {
        const data = new FormData();
        data.append('text', text);
        for (const file of chosen) data.append('file', file);
        await send({ form: data });
      } else await send({ json: { text } });
      textarea.value = '';
      files.value = '';
    } catch (failure) {
      error.textContent = failure.message;
    } finally {
      button.disabled = false;
      textarea.focus();
    }
  });
  return { form, focus: () => textarea.focus() };
}

/**
 * Live notices (chat-live.js): the WebSocket at `socketPath`, else the event stream at `streamPath`, else
 * polling. `refresh(notice?)` runs on each notice and whenever the page must catch up. The body's data-live
 * says which channel is in use and data-live-up whether it is up (the status line says when it is not).
 */
export function live({ socketPath, streamPath }, refresh, statusNode) {
  // "Offline" only once a channel that was up went down: connecting, or polling from the start, is not news.
  let wasUp = false;
  connectLive(
    {
      socketPath,
      streamPath,
      refresh,
      onState: (transport, up) => {
        document.body.dataset.live = transport;
        document.body.dataset.liveUp = String(up);
        wasUp ||= up;
        if (statusNode) statusNode.textContent = !up && wasUp ? texts.offline : '';
      },
    },
    {
      WebSocket: globalThis.WebSocket,
      EventSource: globalThis.EventSource,
      setTimeout: (run, ms) => setTimeout(run, ms),
      setInterval: (run, ms) => setInterval(run, ms),
      location,
      random: Math.random,
      now: Date.now,
    },
  );
}
