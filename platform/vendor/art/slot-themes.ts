/**
 * One art set per slot title: each of the ten slots draws the engine's nine symbols (engines/slot-config.ts SYMBOLS)
 * as its own pictures, names them in both languages, and has its own colours. The engine, reels and pays are the
 * same under every title (docs/decisions.md); only the look differs, so no two slots look alike.
 */
import type { SymbolName } from '../engines/slot-config.ts';
import { bars, bell, clover, crown, dice, horseshoe, jokerHat, rainbowStar, ring, seven } from './classic.ts';
import { coin, gem, rank, star, suit, wildRing } from './draw.ts';
import {
  banana,
  cherry,
  coconut,
  grapes,
  guava,
  jackfruit,
  lemon,
  lychee,
  mango,
  orange,
  papaya,
  pineapple,
  plum,
  watermelon,
} from './fruit.ts';
import {
  anchor,
  boat,
  cashCoin,
  chest,
  diya,
  dragonHead,
  elephant,
  hilsa,
  ingot,
  koi,
  lantern,
  lotus,
  oyster,
  paw,
  peacock,
  sun,
  tigerFace,
} from './nature.ts';

export interface SlotPicture {
  draw: (id: string) => string;
  en: string;
  bn: string;
}

export interface SlotTheme {
  /** Page colours: background glow and depth, the reels' face, the frame around them, the accent. */
  colours: {
    bg1: string;
    bg2: string;
    reel: string;
    reelEdge: string;
    frame: string;
    frameEdge: string;
    accent: string;
  };
  symbols: Record<SymbolName, SlotPicture>;
}

type Ranks = Pick<Record<SymbolName, SlotPicture>, 'ACE' | 'KING' | 'QUEEN' | 'JACK'>;

/** The four card ranks in a theme's colours (Bengali players call them টেক্কা, সাহেব, বিবি, গোলাম). */
function ranks(colours: Record<'ACE' | 'KING' | 'QUEEN' | 'JACK', readonly string[]>, outline: string): Ranks {
  return {
    ACE: { draw: (id) => rank(id, 'A', colours.ACE, outline), en: 'Ace', bn: 'টেক্কা' },
    KING: { draw: (id) => rank(id, 'K', colours.KING, outline), en: 'King', bn: 'সাহেব' },
    QUEEN: { draw: (id) => rank(id, 'Q', colours.QUEEN, outline), en: 'Queen', bn: 'বিবি' },
    JACK: { draw: (id) => rank(id, 'J', colours.JACK, outline), en: 'Jack', bn: 'গোলাম' },
  };
}

/** A wild is its picture on a glowing ring, so it reads as special on every reel. */
const wild = (glow: string, ring_: string, picture: (id: string) => string) => (id: string) =>
  `${wildRing(id, glow, ring_)}<g transform="translate(50 50) scale(.82) translate(-50 -50)">${picture(`${id}-p`)}</g>`;

const ICE = ['#ffffff', '#bae6fd', '#0284c7'];

export const SLOT_THEMES: Readonly<Record<string, SlotTheme>> = {
  'lotus-fortune': {
    colours: {
      bg1: '#7b1f6a',
      bg2: '#1c0826',
      reel: '#fff4fa',
      reelEdge: '#f8c6dd',
      frame: '#ffcf4d',
      frameEdge: '#8a4b00',
      accent: '#ffcf4d',
    },
    symbols: {
      WILD: {
        draw: wild('#ffe08a', '#ffcf4d', (id) => lotus(id, '#fff3c4', '#ffcf4d', '#c77d0a')),
        en: 'Golden lotus (wild)',
        bn: 'সোনালি পদ্ম (ওয়াইল্ড)',
      },
      SCATTER: { draw: diya, en: 'Diya lamp (scatter)', bn: 'প্রদীপ (স্ক্যাটার)' },
      DRAGON: { draw: peacock, en: 'Peacock', bn: 'ময়ূর' },
      TIGER: { draw: (id) => tigerFace(id), en: 'Tiger', bn: 'বাঘ' },
      COIN: { draw: (id) => coin(id, lotus(`${id}-m`)), en: 'Lotus coin', bn: 'পদ্ম মুদ্রা' },
      ...ranks(
        {
          ACE: ['#ffd1e6', '#ff4fa0', '#a0125c'],
          KING: ['#e9d5ff', '#a855f7', '#581c87'],
          QUEEN: ['#fecdd3', '#f43f5e', '#881337'],
          JACK: ['#c7d2fe', '#6366f1', '#312e81'],
        },
        '#3b0a2a',
      ),
    },
  },
  'golden-tiger': {
    colours: {
      bg1: '#a34d00',
      bg2: '#140b02',
      reel: '#fff6e6',
      reelEdge: '#f5c98a',
      frame: '#1c1c1c',
      frameEdge: '#ffb000',
      accent: '#ffb000',
    },
    symbols: {
      WILD: {
        draw: wild('#ffd166', '#ffb000', (id) => tigerFace(id, ['#fff1b8', '#ffc940', '#b9790c'])),
        en: 'Golden tiger (wild)',
        bn: 'সোনালি বাঘ (ওয়াইল্ড)',
      },
      SCATTER: { draw: (id) => paw(id), en: 'Paw print (scatter)', bn: 'থাবার ছাপ (স্ক্যাটার)' },
      DRAGON: { draw: elephant, en: 'Elephant', bn: 'হাতি' },
      TIGER: { draw: (id) => gem(id, 'oval', '#bbf7d0', '#16a34a', '#064e3b'), en: 'Jungle emerald', bn: 'বনের পান্না' },
      COIN: { draw: (id) => coin(id, paw(`${id}-m`, '#b9790c', '#7a4a05')), en: 'Tiger coin', bn: 'বাঘের মুদ্রা' },
      ...ranks(
        {
          ACE: ['#fff1b8', '#ff9f1c', '#9a3412'],
          KING: ['#fde68a', '#f59e0b', '#78350f'],
          QUEEN: ['#fed7aa', '#ea580c', '#7c2d12'],
          JACK: ['#d9f99d', '#65a30d', '#1a2e05'],
        },
        '#1a0d00',
      ),
    },
  },
  'mango-bonanza': {
    colours: {
      bg1: '#2f9e44',
      bg2: '#0b2a12',
      reel: '#fffbe6',
      reelEdge: '#ffe58a',
      frame: '#ff922b',
      frameEdge: '#7a2e00',
      accent: '#ffd43b',
    },
    symbols: {
      WILD: { draw: wild('#fff3a0', '#ff922b', mango), en: 'Golden mango (wild)', bn: 'সোনালি আম (ওয়াইল্ড)' },
      SCATTER: { draw: sun, en: 'Summer sun (scatter)', bn: 'গ্রীষ্মের সূর্য (স্ক্যাটার)' },
      DRAGON: { draw: jackfruit, en: 'Jackfruit', bn: 'কাঁঠাল' },
      TIGER: { draw: pineapple, en: 'Pineapple', bn: 'আনারস' },
      COIN: { draw: lychee, en: 'Lychee', bn: 'লিচু' },
      ACE: { draw: banana, en: 'Bananas', bn: 'কলা' },
      KING: { draw: papaya, en: 'Papaya', bn: 'পেঁপে' },
      QUEEN: { draw: coconut, en: 'Coconut', bn: 'নারকেল' },
      JACK: { draw: guava, en: 'Guava', bn: 'পেয়ারা' },
    },
  },
  'river-treasure': {
    colours: {
      bg1: '#0b7285',
      bg2: '#031a24',
      reel: '#ecfeff',
      reelEdge: '#99e9f2',
      frame: '#8d5524',
      frameEdge: '#2e1505',
      accent: '#ffd43b',
    },
    symbols: {
      WILD: { draw: wild('#a5f3fc', '#ffd43b', boat), en: 'River boat (wild)', bn: 'নদীর নৌকা (ওয়াইল্ড)' },
      SCATTER: { draw: chest, en: 'Treasure chest (scatter)', bn: 'গুপ্তধনের সিন্দুক (স্ক্যাটার)' },
      DRAGON: { draw: hilsa, en: 'Hilsa', bn: 'ইলিশ' },
      TIGER: { draw: oyster, en: 'Pearl oyster', bn: 'মুক্তার ঝিনুক' },
      COIN: { draw: anchor, en: 'Anchor', bn: 'নোঙর' },
      ...ranks(
        {
          ACE: ['#cffafe', '#06b6d4', '#164e63'],
          KING: ['#dbeafe', '#3b82f6', '#1e3a8a'],
          QUEEN: ['#ccfbf1', '#14b8a6', '#134e4a'],
          JACK: ['#e0e7ff', '#818cf8', '#3730a3'],
        },
        '#04202b',
      ),
    },
  },
  'star-gems': {
    colours: {
      bg1: '#3b2bb5',
      bg2: '#070418',
      reel: '#1b1340',
      reelEdge: '#4c3fa8',
      frame: '#c0c7ff',
      frameEdge: '#2a2270',
      accent: '#9ee7ff',
    },
    symbols: {
      WILD: { draw: wild('#bae6fd', '#e0f2fe', (id) => star(id, ICE, '#075985')), en: 'Star (wild)', bn: 'তারা (ওয়াইল্ড)' },
      SCATTER: { draw: (id) => crown(id, '#7c3aed'), en: 'Jewel crown (scatter)', bn: 'রত্নের মুকুট (স্ক্যাটার)' },
      DRAGON: { draw: (id) => gem(id, 'hex', '#fecaca', '#e11d48', '#4c0519'), en: 'Ruby', bn: 'চুনি' },
      TIGER: { draw: (id) => gem(id, 'square', '#bbf7d0', '#10b981', '#064e3b'), en: 'Emerald', bn: 'পান্না' },
      COIN: { draw: (id) => gem(id, 'oval', '#bfdbfe', '#2563eb', '#172554'), en: 'Sapphire', bn: 'নীলা' },
      ACE: { draw: (id) => gem(id, 'triangle', '#f5d0fe', '#a855f7', '#3b0764'), en: 'Amethyst', bn: 'বেগুনি রত্ন' },
      KING: { draw: (id) => gem(id, 'oval', '#fef9c3', '#eab308', '#713f12'), en: 'Topaz', bn: 'পোখরাজ' },
      QUEEN: { draw: (id) => gem(id, 'heart', '#fce7f3', '#ec4899', '#831843'), en: 'Rose quartz', bn: 'গোলাপি স্ফটিক' },
      JACK: { draw: (id) => gem(id, 'diamond', '#ecfeff', '#22d3ee', '#155e75'), en: 'Aquamarine', bn: 'সমুদ্রনীল রত্ন' },
    },
  },
  'dragon-coins': {
    colours: {
      bg1: '#b3120f',
      bg2: '#240202',
      reel: '#fff8e7',
      reelEdge: '#f7c873',
      frame: '#ffcf4d',
      frameEdge: '#6b0505',
      accent: '#ffcf4d',
    },
    symbols: {
      WILD: { draw: wild('#ffd166', '#ffcf4d', (id) => dragonHead(id)), en: 'Dragon (wild)', bn: 'ড্রাগন (ওয়াইল্ড)' },
      SCATTER: { draw: ingot, en: 'Gold ingot (scatter)', bn: 'সোনার বাট (স্ক্যাটার)' },
      DRAGON: { draw: lantern, en: 'Red lantern', bn: 'লাল লণ্ঠন' },
      TIGER: { draw: koi, en: 'Koi', bn: 'কই মাছ' },
      COIN: { draw: cashCoin, en: 'Lucky coin', bn: 'ভাগ্যের মুদ্রা' },
      ...ranks(
        {
          ACE: ['#fff1b8', '#ffcf4d', '#9a3412'],
          KING: ['#fecaca', '#dc2626', '#450a0a'],
          QUEEN: ['#fde68a', '#d97706', '#451a03'],
          JACK: ['#bbf7d0', '#059669', '#022c22'],
        },
        '#2a0202',
      ),
    },
  },
  'classic-sevens': {
    colours: {
      bg1: '#1f3a93',
      bg2: '#050a1c',
      reel: '#ffffff',
      reelEdge: '#cbd5e1',
      frame: '#d1d5db',
      frameEdge: '#1e293b',
      accent: '#ff4d4d',
    },
    symbols: {
      WILD: {
        draw: wild('#fde68a', '#ffcf4d', (id) => seven(id, ['#fff3b0', '#ffc940', '#c77d0a'], '#7a4a05')),
        en: 'Golden seven (wild)',
        bn: 'সোনালি সাত (ওয়াইল্ড)',
      },
      SCATTER: { draw: rainbowStar, en: 'Star (scatter)', bn: 'তারা (স্ক্যাটার)' },
      DRAGON: { draw: (id) => seven(id, ['#ffb4b4', '#ef4444', '#7f1d1d'], '#450a0a'), en: 'Red seven', bn: 'লাল সাত' },
      TIGER: { draw: (id) => seven(id, ['#bfdbfe', '#3b82f6', '#1e3a8a'], '#172554'), en: 'Blue seven', bn: 'নীল সাত' },
      COIN: { draw: (id) => bars(id, 3), en: 'Triple bar', bn: 'তিন বার' },
      ACE: { draw: (id) => bars(id, 2, ['#f1f5f9', '#94a3b8', '#334155'], '#1e293b'), en: 'Double bar', bn: 'দুই বার' },
      KING: { draw: (id) => bars(id, 1, ['#fecaca', '#dc2626', '#7f1d1d'], '#450a0a'), en: 'Bar', bn: 'বার' },
      QUEEN: { draw: cherry, en: 'Cherries', bn: 'চেরি' },
      JACK: { draw: plum, en: 'Plum', bn: 'বরই' },
    },
  },
  'fruit-bell': {
    colours: {
      bg1: '#c2255c',
      bg2: '#22040f',
      reel: '#fffdf5',
      reelEdge: '#ffd8a8',
      frame: '#2b8a3e',
      frameEdge: '#0b3d16',
      accent: '#ffd43b',
    },
    symbols: {
      WILD: { draw: wild('#fff3a0', '#ffd43b', bell), en: 'Golden bell (wild)', bn: 'সোনালি ঘণ্টা (ওয়াইল্ড)' },
      SCATTER: { draw: (id) => star(id), en: 'Lucky star (scatter)', bn: 'ভাগ্যতারা (স্ক্যাটার)' },
      DRAGON: { draw: grapes, en: 'Grapes', bn: 'আঙুর' },
      TIGER: { draw: watermelon, en: 'Watermelon', bn: 'তরমুজ' },
      COIN: { draw: orange, en: 'Orange', bn: 'কমলা' },
      ACE: { draw: plum, en: 'Plum', bn: 'বরই' },
      KING: { draw: lemon, en: 'Lemon', bn: 'লেবু' },
      QUEEN: { draw: cherry, en: 'Cherries', bn: 'চেরি' },
      JACK: { draw: (id) => bars(id, 1, ['#bbf7d0', '#16a34a', '#14532d'], '#052e16'), en: 'Green bar', bn: 'সবুজ বার' },
    },
  },
  'lucky-bar': {
    colours: {
      bg1: '#087f5b',
      bg2: '#02140d',
      reel: '#f4fff9',
      reelEdge: '#b2f2bb',
      frame: '#ffd43b',
      frameEdge: '#5c3d00',
      accent: '#69db7c',
    },
    symbols: {
      WILD: { draw: wild('#d3f9d8', '#ffd43b', clover), en: 'Four-leaf clover (wild)', bn: 'চার পাতার ক্লোভার (ওয়াইল্ড)' },
      SCATTER: { draw: horseshoe, en: 'Horseshoe (scatter)', bn: 'ঘোড়ার নাল (স্ক্যাটার)' },
      DRAGON: {
        draw: (id) => seven(id, ['#bbf7d0', '#22c55e', '#14532d'], '#052e16'),
        en: 'Lucky seven',
        bn: 'ভাগ্যের সাত',
      },
      TIGER: { draw: dice, en: 'Dice', bn: 'ছক্কা' },
      COIN: { draw: (id) => bars(id, 3), en: 'Gold triple bar', bn: 'সোনার তিন বার' },
      ACE: {
        draw: (id) => bars(id, 2, ['#bbf7d0', '#16a34a', '#14532d'], '#052e16'),
        en: 'Green double bar',
        bn: 'সবুজ দুই বার',
      },
      KING: { draw: (id) => bars(id, 1, ['#f1f5f9', '#94a3b8', '#334155'], '#1e293b'), en: 'Silver bar', bn: 'রুপার বার' },
      QUEEN: { draw: (id) => coin(id, clover(`${id}-m`)), en: 'Clover coin', bn: 'ক্লোভার মুদ্রা' },
      JACK: { draw: lemon, en: 'Lemon', bn: 'লেবু' },
    },
  },
  'diamond-joker': {
    colours: {
      bg1: '#5f3dc4',
      bg2: '#0c0520',
      reel: '#fbf7ff',
      reelEdge: '#d0bfff',
      frame: '#e64980',
      frameEdge: '#3b0a24',
      accent: '#faa2c1',
    },
    symbols: {
      WILD: { draw: wild('#e9d5ff', '#f783ac', jokerHat), en: 'Joker (wild)', bn: 'জোকার (ওয়াইল্ড)' },
      SCATTER: {
        draw: (id) => gem(id, 'diamond', '#ecfeff', '#67e8f9', '#0e7490'),
        en: 'Diamond (scatter)',
        bn: 'হীরা (স্ক্যাটার)',
      },
      DRAGON: { draw: (id) => crown(id), en: 'Crown', bn: 'মুকুট' },
      TIGER: { draw: ring, en: 'Ring', bn: 'আংটি' },
      COIN: {
        draw: (id) => coin(id, suit(`${id}-m`, 'diamonds', ['#fff3b0', '#ffc940'], '#7a4a05')),
        en: 'Diamond coin',
        bn: 'হীরার মুদ্রা',
      },
      ACE: { draw: (id) => suit(id, 'hearts', ['#fda4af', '#e11d48', '#881337'], '#4c0519'), en: 'Hearts', bn: 'হরতন' },
      KING: {
        draw: (id) => suit(id, 'diamonds', ['#fed7aa', '#f97316', '#7c2d12'], '#431407'),
        en: 'Diamonds',
        bn: 'রুইতন',
      },
      QUEEN: {
        draw: (id) => suit(id, 'clubs', ['#bbf7d0', '#16a34a', '#14532d'], '#052e16'),
        en: 'Clubs',
        bn: 'চিড়িতন',
      },
      JACK: {
        draw: (id) => suit(id, 'spades', ['#c7d2fe', '#4f46e5', '#1e1b4b'], '#0f0a2e'),
        en: 'Spades',
        bn: 'ইস্কাপন',
      },
    },
  },
};

/** The theme of a slot title (every slot of the catalogue has one; an unknown code gets Lotus Fortune's). */
export function slotTheme(code: string): SlotTheme {
  return SLOT_THEMES[code] ?? SLOT_THEMES['lotus-fortune']!;
}
