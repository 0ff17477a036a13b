/** Demo notices, banners, app-download resources, help-centre sections and customer-service paths. */
import type { Insertable } from 'kysely';
import type { ChatSettingsTable } from '../../modules/chat/tables.ts';
import type {
  BannersTable,
  CustomerServicePathsTable,
  HelpSectionsTable,
  ResourcesTable,
} from '../../modules/system/tables.ts';
import type { NoticesTable } from '../../modules/notices/tables.ts';

type Notice = { type: string; popup?: boolean; en: [string, string]; bn: [string, string] };

const NOTICES: Notice[] = [
  {
    type: 'B',
    popup: true,
    en: [
      'Welcome to Lotus Play',
      '<p>Play responsibly. Deposits are credited as soon as your payment is confirmed.</p>',
    ],
    bn: ['লোটাস প্লে-তে স্বাগতম', '<p>দায়িত্বের সাথে খেলুন। পেমেন্ট নিশ্চিত হলেই ডিপোজিট আপনার ব্যালেন্সে যোগ হয়।</p>'],
  },
  {
    type: 'B',
    en: ['Scheduled maintenance', '<p>Some games will be unavailable on Tuesday from 02:00 to 03:00 (Dhaka time).</p>'],
    bn: ['নির্ধারিত রক্ষণাবেক্ষণ', '<p>মঙ্গলবার রাত ২টা থেকে ৩টা (ঢাকা সময়) পর্যন্ত কিছু গেম বন্ধ থাকবে।</p>'],
  },
  {
    type: 'PL',
    en: ['New slots every week', '<p>Fresh titles arrive in the slots lobby every Thursday.</p>'],
    bn: ['প্রতি সপ্তাহে নতুন স্লট', '<p>প্রতি বৃহস্পতিবার স্লট লবিতে নতুন গেম যোগ হয়।</p>'],
  },
  {
    type: 'B',
    en: ['Withdrawals on holidays', '<p>Withdrawals requested on public holidays are paid the next working day.</p>'],
    bn: ['ছুটির দিনে উত্তোলন', '<p>সরকারি ছুটির দিনে উত্তোলনের অনুরোধ পরবর্তী কর্মদিবসে পরিশোধ করা হয়।</p>'],
  },
  {
    type: 'PR',
    en: ['Weekend cashback', '<p>Up to 1.5% cashback on slots every weekend.</p>'],
    bn: ['সাপ্তাহিক ক্যাশব্যাক', '<p>প্রতি সপ্তাহান্তে স্লটে ১.৫% পর্যন্ত ক্যাশব্যাক।</p>'],
  },
  {
    type: 'B',
    en: [
      'Keep your account safe',
      '<p>We never ask for your password. Set a payment password in the security centre.</p>',
    ],
    bn: ['আপনার অ্যাকাউন্ট নিরাপদ রাখুন', '<p>আমরা কখনও আপনার পাসওয়ার্ড চাই না। নিরাপত্তা কেন্দ্রে পেমেন্ট পাসওয়ার্ড সেট করুন।</p>'],
  },
  {
    type: 'H',
    en: ['Help centre updated', '<p>New answers about deposits and withdrawals are in the help centre.</p>'],
    bn: ['সহায়তা কেন্দ্র হালনাগাদ', '<p>ডিপোজিট ও উত্তোলন নিয়ে নতুন উত্তর সহায়তা কেন্দ্রে যোগ হয়েছে।</p>'],
  },
  {
    type: 'B',
    en: ['Lottery draw times', '<p>SEA lottery draws every 5 minutes; Vietnam lottery draws daily at 18:15.</p>'],
    bn: ['লটারির ড্রয়ের সময়', '<p>SEA লটারি প্রতি ৫ মিনিটে এবং ভিয়েতনাম লটারি প্রতিদিন সন্ধ্যা ৬:১৫-এ ড্র হয়।</p>'],
  },
  {
    type: 'PU',
    en: ['Invite friends, earn rewards', '<p>Share your invitation code and earn a bonus on their first deposit.</p>'],
    bn: ['বন্ধুদের আমন্ত্রণ জানান, পুরস্কার পান', '<p>আপনার আমন্ত্রণ কোড শেয়ার করুন এবং তাদের প্রথম ডিপোজিটে বোনাস পান।</p>'],
  },
  {
    type: 'B',
    en: ['Mobile app available', '<p>Download the app for Android from the download page.</p>'],
    bn: ['মোবাইল অ্যাপ পাওয়া যাচ্ছে', '<p>ডাউনলোড পাতা থেকে অ্যান্ড্রয়েড অ্যাপ ডাউনলোড করুন।</p>'],
  },
  {
    type: 'B',
    en: ['Responsible gaming', '<p>Set deposit and loss limits at any time from your account.</p>'],
    bn: ['দায়িত্বশীল খেলা', '<p>যেকোনো সময় আপনার অ্যাকাউন্ট থেকে ডিপোজিট ও লসের সীমা নির্ধারণ করুন।</p>'],
  },
  {
    type: 'B',
    en: ['Customer service hours', '<p>Live chat is open 24 hours a day, every day.</p>'],
    bn: ['গ্রাহক সেবার সময়', '<p>লাইভ চ্যাট সপ্তাহের প্রতিদিন ২৪ ঘণ্টা খোলা।</p>'],
  },
];

export function demoNotices(merchantCode: string, now: Date): Insertable<NoticesTable>[] {
  return NOTICES.flatMap((notice, i) => {
    // Newest first: each older notice is a day earlier.
    const created = new Date(now.getTime() - i * 86_400_000).toISOString();
    return (['en', 'bn'] as const).map((lang) => ({
      merchant_code: merchantCode,
      announcement_type: notice.type,
      lang,
      title: notice[lang][0],
      content: notice[lang][1],
      popup: notice.popup ? 1 : 0,
      created_at: created,
    }));
  });
}

export function demoBanners(merchantCode: string): Insertable<BannersTable>[] {
  return (['w_login', 'w_register', 'w_help'] as const).flatMap((group, sort) =>
    (['en', 'bn'] as const).map((lang) => ({
      merchant_code: merchantCode,
      group_name: group,
      lang,
      url: `/images/banners/${group.slice(2)}-${lang}.svg`,
      sort,
    })),
  );
}

export function demoResources(merchantCode: string): Insertable<ResourcesTable>[] {
  return [
    // No Android build ships with the demo, so no APP_ANDROID resource: /down says so instead of linking a
    // file that is not there. The iPhone web app is the site itself, opened in Safari and added to the home screen.
    {
      merchant_code: merchantCode,
      resource_type: 'APP_IOS',
      url: '/',
      qr_code_url: '/',
      label_name_en: 'iPhone web app',
      label_name_bn: 'আইফোন ওয়েব অ্যাপ',
      label_name_cn: '苹果网页应用',
      sort: 1,
    },
    {
      merchant_code: merchantCode,
      resource_type: 'LOGO',
      url: '/images/logo.svg',
      qr_code_url: null,
      label_name_en: 'Lotus Play',
      label_name_bn: 'লোটাস প্লে',
      label_name_cn: '莲花娱乐',
      sort: 2,
    },
    // Payment methods shown in the footer; the deposit flow lists its channels separately.
    {
      merchant_code: merchantCode,
      resource_type: 'PAYMENT_BKASH',
      url: '/images/payments/bkash.svg',
      qr_code_url: null,
      label_name_en: 'bKash',
      label_name_bn: 'বিকাশ',
      label_name_cn: 'bKash',
      sort: 10,
    },
    {
      merchant_code: merchantCode,
      resource_type: 'PAYMENT_NAGAD',
      url: '/images/payments/nagad.svg',
      qr_code_url: null,
      label_name_en: 'Nagad',
      label_name_bn: 'নগদ',
      label_name_cn: 'Nagad',
      sort: 11,
    },
    {
      merchant_code: merchantCode,
      resource_type: 'PAYMENT_ROCKET',
      url: '/images/payments/rocket.svg',
      qr_code_url: null,
      label_name_en: 'Rocket',
      label_name_bn: 'রকেট',
      label_name_cn: 'Rocket',
      sort: 12,
    },
    {
      merchant_code: merchantCode,
      resource_type: 'PAYMENT_BANK',
      url: '/images/payments/bank.svg',
      qr_code_url: null,
      label_name_en: 'Bank transfer',
      label_name_bn: 'ব্যাংক ট্রান্সফার',
      label_name_cn: '银行转账',
      sort: 13,
    },
  ];
}

type Help = { anchor: string; en: [string, string]; bn: [string, string] };

const HELP: Help[] = [
  {
    anchor: 'deposit',
    en: [
      'How do I deposit?',
      '<p>Open Deposit, choose a payment method, enter the amount and pay on the payment page. The balance updates when the payment is confirmed.</p>',
    ],
    bn: [
      'কীভাবে ডিপোজিট করব?',
      '<p>ডিপোজিট খুলুন, পেমেন্ট পদ্ধতি বেছে নিন, পরিমাণ লিখুন এবং পেমেন্ট পাতায় পরিশোধ করুন। পেমেন্ট নিশ্চিত হলে ব্যালেন্স হালনাগাদ হবে।</p>',
    ],
  },
  {
    anchor: 'withdraw',
    en: [
      'How do I withdraw?',
      '<p>Add a payee account, set a payment password, then request a withdrawal. After payout, confirm whether you received it.</p>',
    ],
    bn: [
      'কীভাবে উত্তোলন করব?',
      '<p>একটি প্রাপক অ্যাকাউন্ট যোগ করুন, পেমেন্ট পাসওয়ার্ড সেট করুন, তারপর উত্তোলনের অনুরোধ করুন। পরিশোধের পর টাকা পেয়েছেন কিনা নিশ্চিত করুন।</p>',
    ],
  },
  {
    anchor: 'account',
    en: [
      'I forgot my password',
      '<p>Use Forgot password on the login form to reset it by email or by mobile number.</p>',
    ],
    bn: ['আমি পাসওয়ার্ড ভুলে গেছি', '<p>লগইন ফর্মে "পাসওয়ার্ড ভুলে গেছেন" ব্যবহার করে ইমেইল বা মোবাইল নম্বর দিয়ে পুনরায় সেট করুন।</p>'],
  },
  {
    anchor: 'responsible',
    en: [
      'Responsible gaming',
      '<p>You must be 21 or older to play. Limits, time-outs and self-exclusion are available in your account.</p>',
    ],
    bn: ['দায়িত্বশীল খেলা', '<p>খেলতে আপনার বয়স ২১ বা তার বেশি হতে হবে। আপনার অ্যাকাউন্টে সীমা, বিরতি ও স্ব-বর্জনের ব্যবস্থা আছে।</p>'],
  },
];

export function demoHelpSections(merchantCode: string): Insertable<HelpSectionsTable>[] {
  return HELP.flatMap((section, sort) =>
    (['en', 'bn'] as const).map((lang) => ({
      merchant_code: merchantCode,
      lang,
      anchor: section.anchor,
      title: section[lang][0],
      body: section[lang][1],
      sort,
    })),
  );
}

/** Type '3' is the live-chat entry the site opens (spec 7, Customer service). */
export function demoCustomerService(merchantCode: string): Insertable<CustomerServicePathsTable>[] {
  return [
    { merchant_code: merchantCode, type: '1', url: 'mailto:support@lotusplay.example', sort: 0 },
    // The built-in live chat (platform/modules/chat); a merchant with an outside chat service puts its address here.
    { merchant_code: merchantCode, type: '3', url: '/support/chat', sort: 1 },
    { merchant_code: merchantCode, type: '4', url: '/support/chat?channel=vip', sort: 2 },
  ];
}

/** Live-chat hours of the demo merchant: 09:00 to 23:00 Dhaka time; outside them players see the away message. */
export function demoChatSettings(merchantCode: string): Insertable<ChatSettingsTable> {
  return {
    merchant_code: merchantCode,
    opens_at: '09:00',
    closes_at: '23:00',
    utc_offset_minutes: 360,
    away_bn: 'আমাদের লাইভ চ্যাট সকাল ৯টা থেকে রাত ১১টা (ঢাকা সময়) পর্যন্ত খোলা থাকে। আপনার বার্তা রেখে যান, আমরা খোলার পরেই উত্তর দেব।',
    away_en:
      'Our live chat is open from 9:00 to 23:00 (Dhaka time). Leave your message and we will answer as soon as we open.',
  };
}
