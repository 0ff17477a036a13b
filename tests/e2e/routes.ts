/** Every route of spec 2 with the heading its page shows, per language. */
export const ROUTES: { path: string; bn: string; en: string }[] = [
  { path: '/', bn: 'লোটাস প্লে', en: 'Lotus Play' },
  { path: '/index', bn: 'লোটাস প্লে', en: 'Lotus Play' },
  { path: '/index.html', bn: 'লোটাস প্লে', en: 'Lotus Play' },
  { path: '/home', bn: 'লোটাস প্লে', en: 'Lotus Play' },
  { path: '/help', bn: 'সহায়তা', en: 'Help' },
  { path: '/register', bn: 'লোটাস প্লে', en: 'Lotus Play' },
  { path: '/register.html', bn: 'লোটাস প্লে', en: 'Lotus Play' },
  { path: '/noticePage', bn: 'নোটিশ', en: 'Notices' },
  { path: '/vip', bn: 'ভিআইপি সেন্টার', en: 'VIP Centre' },
  { path: '/pointMall', bn: 'পয়েন্ট মল', en: 'Point Mall' },
  { path: '/lottery', bn: 'লটারি', en: 'Lottery' },
  { path: '/vnlottery', bn: 'ভিয়েতনাম লটারি', en: 'Vietnam Lottery' },
  { path: '/seaLottery', bn: 'SEA লটারি', en: 'SEA Lottery' },
  { path: '/elott', bn: 'ই-লটারি', en: 'E-Lottery' },
  { path: '/rng', bn: 'স্লট', en: 'Slots' },
  { path: '/live', bn: 'লাইভ ক্যাসিনো', en: 'Live Casino' },
  { path: '/fish', bn: 'ফিশিং', en: 'Fishing' },
  { path: '/pvp', bn: 'পিভিপি', en: 'PVP' },
  { path: '/sports', bn: 'স্পোর্টস', en: 'Sports' },
  { path: '/hot', bn: 'জনপ্রিয় গেম', en: 'Hot Games' },
  { path: '/fav', bn: 'পছন্দের গেম', en: 'Favourites' },
  { path: '/bingo', bn: 'বিঙ্গো', en: 'Bingo' },
  { path: '/promotions', bn: 'প্রমোশন', en: 'Promotions' },
  { path: '/promoDetail?id=welcome-bonus', bn: 'স্বাগতম বোনাস ১০০%', en: 'Welcome bonus 100%' },
  { path: '/seamless', bn: 'গেম', en: 'Game' },
  { path: '/helpmc', bn: 'সহায়তা কেন্দ্র', en: 'Help Centre' },
  { path: '/down', bn: 'অ্যাপ ডাউনলোড', en: 'App Download' },
  { path: '/join', bn: 'আমাদের সাথে যোগ দিন', en: 'Join Us' },
  { path: '/game', bn: 'গেম', en: 'Game' },
  { path: '/login', bn: 'লগইন', en: 'Log in' },
];

export function inLocale(path: string, locale: 'bn' | 'en'): string {
  if (locale === 'bn') return path;
  return path === '/' ? '/en/' : `/en${path}`;
}
