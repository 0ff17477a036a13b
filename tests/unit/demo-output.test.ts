import { describe, expect, it } from 'vitest';
import { demoBanner } from '../../src/server/banner.ts';
import { localOrigin } from '../../platform/listen-address.ts';
import { isAssetPath, readableLine } from '../../src/server/request-log.ts';
import { withDemoMark } from '../../src/server/demo-mark.ts';

describe('what demo mode prints and shows', () => {
  it('the banner gives both addresses, every demo account, the operator command, the outbox, the data and a way back to the seed', () => {
    const text = demoBanner({
      origin: 'http://127.0.0.1:4321',
      dataDir: '/srv/lotus/data',
      database: 'new',
      outbox: true,
      chatPassword: '/srv/lotus/data/ops-chat-password',
    });
    for (const part of [
      'DEMO mode',
      'ডেমো মোডে',
      'http://127.0.0.1:4321/\n',
      'http://127.0.0.1:4321/en/',
      'demoplayer / Demo1234',
      'demoagent / Demo1234',
      'vipplayer / Demo1234',
      'forcedchange / 123456',
      'teamlead / Demo1234',
      'npm run ops',
      'http://127.0.0.1:4321/wps/dev/outbox',
      '/srv/lotus/data',
      'new database',
      'Reset',
      'Ctrl-C',
      'http://127.0.0.1:4321/en/ops/chat',
      '/srv/lotus/data/ops-chat-password',
    ]) {
      expect(text).toContain(part);
    }
    expect(text.split('\n').length).toBeLessThanOrEqual(20);
    // Each account says what it is: the sub-agents are agents, not members of a club.
    expect(text).toMatch(/subagent \/ Demo1234 +sub-agent under demoagent/);
    expect(text).toMatch(/teamlead \/ Demo1234 +sub-agent under demoagent/);
    expect(text).not.toMatch(/subagent \/ Demo1234 +Silver member/);
    const again = demoBanner({
      origin: 'http://127.0.0.1:4321',
      dataDir: '/srv/lotus/data',
      database: 'reused',
      outbox: false,
    });
    expect(again).toContain('existing database reused');
    expect(again).not.toContain('/wps/dev/outbox');
  });

  it('names the address a browser on this machine reaches', () => {
    expect(localOrigin('0.0.0.0', 4321)).toBe('http://localhost:4321');
    expect(localOrigin('127.0.0.1', 80)).toBe('http://127.0.0.1:80');
    expect(localOrigin('::1', 4321)).toBe('http://[::1]:4321');
  });

  it('turns a JSON log line into one a person reads, errors with their stack', () => {
    const time = new Date(2026, 10, 24, 14, 5, 9).getTime();
    expect(readableLine(JSON.stringify({ level: 30, time, msg: 'GET / 200 4 ms' }))).toBe('14:05:09 GET / 200 4 ms');
    expect(
      readableLine(JSON.stringify({ level: 50, time, msg: 'boom', err: { stack: 'Error: boom\n    at x' } })),
    ).toBe('14:05:09 ERROR boom\nError: boom\n    at x');
    expect(readableLine('not json\n')).toBe('not json');
  });

  it('leaves static assets out of the request lines, not pages or calls', () => {
    for (const p of [
      '/_astro/app.1a2b.js',
      '/favicon.svg',
      '/images/payments/bkash.svg',
      '/vendor/assets/slot.js',
      '/cdn/img/x.webp',
    ])
      expect(isAssetPath(p)).toBe(true);
    for (const p of ['/', '/en/help', '/wps/system/status', '/lgw/games/game_menus', '/member'])
      expect(isAssetPath(p)).toBe(false);
  });

  it("puts the mark before the last </body>, in the page's language", () => {
    const html = '<html><body><script>"</body>"</script><main>x</main></body></html>';
    expect(withDemoMark(html, 'en')).toMatch(
      /<main>x<\/main><p class="demo-mark" role="note" title="Demo mode[^"]*">Demo<\/p><\/body><\/html>$/,
    );
    expect(withDemoMark(html, 'bn')).toContain('>ডেমো</p></body>');
    expect(withDemoMark('<p>fragment</p>', 'en')).toBe('<p>fragment</p>');
  });
});
