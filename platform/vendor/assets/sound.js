// The game pages' sounds, synthesised here with Web Audio (no sound files). Muted until the player turns sound on;
// the choice is remembered in this origin's localStorage, so every game keeps it. Nothing sounds, and no audio
// context is made, before the player has touched the page (a tap, a click or a key), as browsers and players expect.

const KEY = 'vendor.sound';
let context = null;
let master = null;
let noiseBuffer = null;
let touched = false;

/** Whether the player turned sound on (off on a first visit, and when storage is refused). */
export function soundOn() {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function audio() {
  if (!context) {
    context = new AudioContext();
    master = context.createGain();
    master.gain.value = 0.35;
    master.connect(context.destination);
    noiseBuffer = context.createBuffer(1, context.sampleRate, context.sampleRate);
    const samples = noiseBuffer.getChannelData(0);
    // Noise for swishes and splashes: the sound's texture only, nothing of the game depends on it.
    for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
  }
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** Turns sound on or off and remembers it. Called from the sound button, so the page has been touched. */
export function setSoundOn(on) {
  touched = true;
  try {
    window.localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // not remembered, but still applied for this visit
  }
  if (on) audio();
  else if (context) void context.suspend();
}

for (const type of ['pointerdown', 'keydown']) {
  window.addEventListener(
    type,
    () => {
      touched = true;
      if (soundOn()) audio();
    },
    { capture: true, passive: true },
  );
}

/** A tone: oscillator `type` from `freq` (gliding to `to`), `at` s from now, lasting `dur` s, at `gain`. */
function tone(c, { type = 'sine', freq, to, at = 0, dur = 0.15, gain = 0.5 }) {
  const start = c.currentTime + at;
  const osc = c.createOscillator();
  const env = c.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  if (to) osc.frequency.exponentialRampToValueAtTime(to, start + dur);
  env.gain.setValueAtTime(0.0001, start);
  env.gain.exponentialRampToValueAtTime(gain, start + 0.008);
  env.gain.exponentialRampToValueAtTime(0.0001, start + dur);
  osc.connect(env).connect(master);
  osc.start(start);
  osc.stop(start + dur + 0.02);
}

/** Filtered noise: a swish, a splash, a crowd. */
function noise(c, { at = 0, dur = 0.2, gain = 0.4, filter = 'bandpass', freq = 1000, to, q = 1 }) {
  const start = c.currentTime + at;
  const source = c.createBufferSource();
  source.buffer = noiseBuffer;
  const band = c.createBiquadFilter();
  band.type = filter;
  band.Q.value = q;
  band.frequency.setValueAtTime(freq, start);
  if (to) band.frequency.exponentialRampToValueAtTime(to, start + dur);
  const env = c.createGain();
  env.gain.setValueAtTime(0.0001, start);
  env.gain.exponentialRampToValueAtTime(gain, start + Math.min(0.05, dur / 3));
  env.gain.exponentialRampToValueAtTime(0.0001, start + dur);
  source.connect(band).connect(env).connect(master);
  source.start(start, Math.random() * 0.5);
  source.stop(start + dur + 0.02);
}

const notes = (c, freqs, step, type = 'triangle', dur = 0.22, gain = 0.35) => {
  freqs.forEach((freq, i) => {
    tone(c, { type, freq, at: i * step, dur, gain });
  });
};

const SOUNDS = {
  click: (c) => tone(c, { type: 'square', freq: 1400, dur: 0.03, gain: 0.15 }),
  chip: (c) => {
    tone(c, { type: 'triangle', freq: 2400, dur: 0.04, gain: 0.25 });
    tone(c, { type: 'triangle', freq: 3100, at: 0.035, dur: 0.04, gain: 0.18 });
  },
  spin: (c) => {
    noise(c, { dur: 0.45, freq: 300, to: 2200, q: 2, gain: 0.3 });
    tone(c, { type: 'sawtooth', freq: 90, to: 180, dur: 0.4, gain: 0.08 });
  },
  stop: (c) => {
    tone(c, { freq: 150, to: 55, dur: 0.14, gain: 0.6 });
    noise(c, { dur: 0.05, filter: 'highpass', freq: 3000, gain: 0.15 });
  },
  coin: (c) => tone(c, { type: 'square', freq: 1760, to: 2350, dur: 0.05, gain: 0.08 }),
  win: (c) => notes(c, [523, 659, 784, 1047], 0.08),
  big: (c) => {
    notes(c, [523, 659, 784, 1047, 1319, 1568], 0.07, 'triangle', 0.3, 0.35);
    notes(c, [1047, 1319, 1568], 0, 'sine', 0.9, 0.2);
  },
  lose: (c) => notes(c, [392, 330], 0.12, 'sine', 0.25, 0.2),
  deal: (c) => noise(c, { dur: 0.14, filter: 'highpass', freq: 2500, to: 6000, gain: 0.3 }),
  flip: (c) => {
    noise(c, { dur: 0.06, filter: 'highpass', freq: 4000, gain: 0.25 });
    tone(c, { type: 'triangle', freq: 900, dur: 0.05, gain: 0.12 });
  },
  shot: (c) => {
    tone(c, { type: 'square', freq: 1100, to: 180, dur: 0.18, gain: 0.18 });
    noise(c, { dur: 0.12, freq: 1800, gain: 0.15 });
  },
  splash: (c) => noise(c, { dur: 0.45, filter: 'lowpass', freq: 2400, to: 300, gain: 0.45 }),
  catch: (c) => notes(c, [784, 988, 1175, 1568, 1976], 0.05, 'sine', 0.25, 0.25),
  ball: (c) => {
    tone(c, { freq: 700, to: 320, dur: 0.09, gain: 0.35 });
    noise(c, { dur: 0.04, filter: 'highpass', freq: 5000, gain: 0.1 });
  },
  mark: (c) => tone(c, { type: 'triangle', freq: 260, to: 180, dur: 0.08, gain: 0.4 }),
  whistle: (c) => {
    tone(c, { freq: 2700, to: 2600, dur: 0.28, gain: 0.18 });
    tone(c, { freq: 2700, to: 2500, at: 0.34, dur: 0.5, gain: 0.18 });
  },
  goal: (c) => {
    noise(c, { dur: 1.6, freq: 700, to: 1100, q: 0.6, gain: 0.35 });
    notes(c, [523, 659, 784], 0.1, 'square', 0.18, 0.08);
  },
};

/** Plays one of the sounds above, if the player turned sound on and has touched the page. */
export function play(name) {
  if (!touched || !soundOn()) return;
  const sound = SOUNDS[name];
  if (sound) sound(audio());
}
