// The player's side of the live chat (the customer-service popup): the conversation, the answers live, the
// unread count in the title while the window is in the background, and the away message outside hours.
import { call, CallError, composer, el, format, live, localDigits, messageItem, texts } from '/support/chat/common.js';

const root = document.getElementById('chat-root');
const names = { mine: texts.you, theirs: texts.agent, image: texts.image };
const attachmentUrl = (id) => `/wps/chat/attachments/${id}`;
let lastId = 0;
let unread = 0;
let list;
let unreadBadge;

function showUnread(count) {
  unread = count;
  document.title = count > 0 ? `(${localDigits(count)}) ${texts.title}` : texts.title;
  unreadBadge.textContent = count > 0 ? `${localDigits(count)} ${texts.unread}` : '';
  unreadBadge.hidden = count === 0;
}

function append(messages) {
  for (const message of messages) {
    if (message.id <= lastId) continue;
    list.querySelector('.empty')?.remove();
    list.append(messageItem(message, message.sender === 'player', names, attachmentUrl));
    lastId = message.id;
  }
  list.lastElementChild?.scrollIntoView({ block: 'end' });
}

async function markReadIfSeen() {
  if (document.visibilityState !== 'visible' || unread === 0) return;
  showUnread((await call('/wps/chat/read', { method: 'POST', json: { lastId } })).unread);
}

async function refresh() {
  const answer = await call(`/wps/chat/messages?after=${lastId}`);
  append(answer.messages);
  showUnread(answer.unread);
  await markReadIfSeen();
}

function loginPrompt() {
  const target = document.body.dataset.login;
  const goToLogin = (event) => {
    // In the popup, the login happens in the site's window.
    if (window.opener && !window.opener.closed) {
      event.preventDefault();
      window.opener.location.href = target;
      window.close();
    }
  };
  root.replaceChildren(
    el(
      'main',
      { class: 'notice' },
      el('h1', { text: texts.title }),
      el('p', { text: texts.loginFirst }),
      el('a', { class: 'button', href: target, text: texts.login, onclick: goToLogin }),
    ),
  );
}

async function start() {
  let state;
  try {
    state = await call('/wps/chat/conversation');
  } catch (failure) {
    if (failure instanceof CallError && failure.status === 401) return loginPrompt();
    root.replaceChildren(el('p', { class: 'error', role: 'alert', text: failure.message }));
    return;
  }
  const vip = state.conversation.channel === 'vip';
  unreadBadge = el('span', { class: 'badge unread', hidden: true });
  const status = el('p', { class: 'status', role: 'status' });
  const hours = state.hours.opensAt
    ? el('p', {
        class: 'hours',
        text: `${state.hours.open ? '' : `${texts.closed} · `}${format(texts.hours, { opens: localDigits(state.hours.opensAt), closes: localDigits(state.hours.closesAt) })}`,
      })
    : null;
  const away = state.hours.awayMessage ? el('p', { class: 'away', role: 'note', text: state.hours.awayMessage }) : null;
  list = el(
    'ul',
    { class: 'messages', 'aria-label': texts.messages, 'aria-live': 'polite' },
    el('li', { class: 'empty', text: texts.empty }),
  );
  const box = composer(
    { placeholder: texts.placeholder, sendLabel: texts.send, attachLabel: texts.attach },
    async (body) => {
      const { message } = await call('/wps/chat/messages', { method: 'POST', ...body });
      append([message]);
    },
  );
  document.body.classList.toggle('vip', vip);
  const parts = [
    el(
      'header',
      {},
      el('h1', { text: vip ? texts.vipTitle : texts.title }),
      vip ? el('span', { class: 'badge vip', text: texts.vipBadge }) : null,
      unreadBadge,
      hours,
    ),
    away,
    status,
    el('main', {}, list),
    box.form,
  ];
  root.replaceChildren(...parts.filter(Boolean));
  document.title = texts.title;
  append(state.messages);
  showUnread(state.unread);
  await markReadIfSeen();
  document.addEventListener('visibilitychange', () => void markReadIfSeen().catch(() => {}));
  live({ socketPath: '/wps/chat/socket', streamPath: '/wps/chat/events' }, refresh, status);
  box.focus();
}

void start();
