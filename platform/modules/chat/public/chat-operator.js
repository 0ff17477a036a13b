// The operators' side of the live chat: sign-in, the conversations (VIP first and marked, unread counts),
// one conversation at a time with the answers form; everything refreshes live.
import { call, CallError, composer, el, format, live, messageItem, texts } from '/support/chat/common.js';

const API = '/ops/chat/api';
const root = document.getElementById('chat-root');
const names = { mine: texts.you, theirs: texts.player, image: texts.image };
const attachmentUrl = (id) => `${API}/attachments/${id}`;
let selected = null;
let lastId = 0;
let listNode;
let messagesNode;
let totalNode;
let titleNode;

function signInForm(message) {
  const error = el('p', { class: 'error', role: 'alert', text: message ?? '' });
  const password = el('input', {
    type: 'password',
    id: 'ops-password',
    autocomplete: 'current-password',
    required: true,
  });
  const form = el(
    'form',
    { class: 'sign-in' },
    el('h1', { text: texts.title }),
    error,
    el('label', { for: 'ops-password', text: texts.password }),
    password,
    el('button', { type: 'submit', text: texts.signIn }),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      await call(`${API}/login`, { method: 'POST', json: { password: password.value } });
      await start();
    } catch (failure) {
      error.textContent = failure.message;
    }
  });
  root.replaceChildren(el('main', { class: 'notice' }, form));
  password.focus();
}

async function refreshList() {
  const { conversations, unread } = await call(`${API}/conversations`);
  totalNode.textContent = format(texts.unreadTotal, { count: unread });
  document.title = unread > 0 ? `(${unread}) ${texts.title}` : texts.title;
  if (conversations.length === 0) return listNode.replaceChildren(el('li', { class: 'empty', text: texts.none }));
  listNode.replaceChildren(
    ...conversations.map((c) =>
      el(
        'li',
        { class: c.channel === 'vip' ? 'vip' : '' },
        el(
          'button',
          { type: 'button', 'aria-current': c.id === selected ? 'true' : null, onclick: () => void open(c) },
          el('span', { class: 'name', text: c.username }),
          c.channel === 'vip' ? el('span', { class: 'badge vip', text: texts.vip }) : null,
          c.unread > 0 ? el('span', { class: 'badge unread', text: format(texts.unread, { count: c.unread }) }) : null,
        ),
      ),
    ),
  );
}

async function refreshConversation() {
  if (selected === null) return;
  const answer = await call(`${API}/conversations/${selected}/messages?after=${lastId}`);
  for (const message of answer.messages) {
    if (message.id <= lastId) continue;
    messagesNode.append(messageItem(message, message.sender === 'operator', names, attachmentUrl));
    lastId = message.id;
  }
  messagesNode.lastElementChild?.scrollIntoView({ block: 'end' });
  if (answer.unread > 0 && document.visibilityState === 'visible')
    await call(`${API}/conversations/${selected}/read`, { method: 'POST', json: { lastId } });
}

async function open(conversation) {
  selected = conversation.id;
  lastId = 0;
  titleNode.textContent =
    conversation.channel === 'vip' ? `${conversation.username} · ${texts.vip}` : conversation.username;
  messagesNode.replaceChildren();
  await refreshConversation();
  await refreshList();
}

async function start() {
  try {
    await call(`${API}/conversations`);
  } catch (failure) {
    if (failure instanceof CallError && failure.status === 401) return signInForm();
    return signInForm(failure.message);
  }
  totalNode = el('p', { class: 'total', role: 'status' });
  listNode = el('ul', { class: 'conversations', 'aria-label': texts.conversations });
  titleNode = el('h2', { text: texts.choose });
  messagesNode = el('ul', { class: 'messages', 'aria-label': texts.messages, 'aria-live': 'polite' });
  const status = el('p', { class: 'status', role: 'status' });
  const box = composer(
    { placeholder: texts.placeholder, sendLabel: texts.send, attachLabel: texts.attach },
    async (body) => {
      if (selected === null) return;
      await call(`${API}/conversations/${selected}/messages`, { method: 'POST', ...body });
      await refreshConversation();
    },
  );
  const signOut = el('button', {
    type: 'button',
    text: texts.signOut,
    onclick: async () => {
      await call(`${API}/logout`, { method: 'POST', json: {} }).catch(() => {});
      location.reload();
    },
  });
  document.body.classList.add('operator');
  root.replaceChildren(
    el('header', {}, el('h1', { text: texts.title }), totalNode, signOut),
    status,
    el(
      'div',
      { class: 'desk' },
      el('nav', { 'aria-label': texts.conversations }, el('h2', { text: texts.conversations }), listNode),
      el('section', { class: 'conversation' }, titleNode, messagesNode, box.form),
    ),
  );
  await refreshList();
  live(
    { socketPath: `${API}/socket`, streamPath: `${API}/events` },
    async (notice) => {
      await refreshList();
      if (!notice || notice.conversationId === selected) await refreshConversation();
    },
    status,
  );
}

void start();
