/** The notifications a member can receive (spec 4), in both languages; {name} placeholders come from the message's params. */
import { formatMoney } from '../../../contract/rules/money.ts';
import type { MessageLanguage } from '../../http/language.ts';

export const MESSAGE_TEXTS = {
  deposit_arrived: {
    en: ['Deposit arrived', 'Your deposit of {amount} has arrived in your main wallet (order {order}).'],
    bn: ['ডিপোজিট জমা হয়েছে', 'আপনার {amount} ডিপোজিট মূল ওয়ালেটে জমা হয়েছে (অর্ডার {order})।'],
  },
  deposit_failed: {
    en: [
      'Deposit failed',
      'Your deposit of {amount} was not completed (order {order}). No money was taken from your wallet.',
    ],
    bn: ['ডিপোজিট ব্যর্থ', 'আপনার {amount} ডিপোজিট সম্পন্ন হয়নি (অর্ডার {order})। আপনার ওয়ালেট থেকে কোনো টাকা কাটা হয়নি।'],
  },
  withdrawal_approved: {
    en: ['Withdrawal approved', 'Your withdrawal of {amount} was approved and is being paid (order {order}).'],
    bn: ['উত্তোলন অনুমোদিত', 'আপনার {amount} উত্তোলন অনুমোদিত হয়েছে এবং পরিশোধ করা হচ্ছে (অর্ডার {order})।'],
  },
  withdrawal_rejected: {
    en: [
      'Withdrawal rejected',
      'Your withdrawal of {amount} was rejected: {reason}. The amount is back in your main wallet (order {order}).',
    ],
    bn: [
      'উত্তোলন প্রত্যাখ্যাত',
      'আপনার {amount} উত্তোলন প্রত্যাখ্যাত হয়েছে: {reason}। টাকা আপনার মূল ওয়ালেটে ফেরত এসেছে (অর্ডার {order})।',
    ],
  },
  bonus_credited: {
    en: ['Bonus credited', 'A bonus of {amount} was added to your main wallet: {reason}.'],
    bn: ['বোনাস যোগ হয়েছে', 'আপনার মূল ওয়ালেটে {amount} বোনাস যোগ হয়েছে: {reason}।'],
  },
  feedback_answered: {
    en: ['Your feedback was answered', 'We replied to your feedback #{feedback}: {reply}'],
    bn: ['আপনার মতামতের উত্তর দেওয়া হয়েছে', 'আপনার মতামত #{feedback}-এর উত্তর: {reply}'],
  },
  transfer_received: {
    en: ['Transfer received', '{from} sent you {amount}.'],
    bn: ['ট্রান্সফার পেয়েছেন', '{from} আপনাকে {amount} পাঠিয়েছেন।'],
  },
} as const satisfies Record<string, Record<MessageLanguage, readonly [string, string]>>;

export type MessageKind = keyof typeof MESSAGE_TEXTS;

/**
 * An amount as the message's reader writes it: stored as written at the time ("৳1000.00"), shown with grouping and,
 * in Bengali, Bengali digits ("৳১,০০০.০০"), as the site shows money. Anything else is shown as stored.
 */
function amountIn(stored: string | undefined, language: MessageLanguage): string {
  const money = stored?.match(/^(\D*)(\d+)\.(\d{2})$/);
  if (!money) return stored ?? '';
  const [, symbol, whole, cents] = money;
  return formatMoney(`${whole}${cents}`, language, symbol);
}

export function renderMessage(
  kind: string,
  params: Record<string, string>,
  language: MessageLanguage,
): { title: string; body: string } {
  const texts = (MESSAGE_TEXTS as Record<string, Record<MessageLanguage, readonly [string, string]>>)[kind];
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'amount' ? amountIn(params[name], language) : (params[name] ?? ''),
    );
  if (!texts) return { title: kind, body: '' };
  const [title, body] = texts[language];
  return { title: fill(title), body: fill(body) };
}
