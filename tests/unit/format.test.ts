import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/lib/format/number.ts';
import { formatDateTime } from '../../src/lib/format/datetime.ts';
import { plainText } from '../../src/lib/format/text.ts';
import { format } from '../../src/lib/i18n/format-message.ts';

describe('formatCount', () => {
  it('uses Bengali digits on Bengali pages', () => {
    expect(formatCount(12, 'bn')).toBe('১২');
    expect(formatCount(12, 'en')).toBe('12');
  });
});

describe('formatDateTime', () => {
  it('shows UTC instants in Dhaka time', () => {
    // 18:30 UTC is 00:30 the next day in Dhaka (UTC+6).
    expect(formatDateTime('2026-11-21T18:30:00.000Z', 'en')).toMatch(/22 Nov 2026.*00:30/);
    expect(formatDateTime('2026-11-21T18:30:00.000Z', 'bn')).toContain('২২');
  });
});

describe('plainText', () => {
  it('keeps the words of server HTML and drops its markup and scripts', () => {
    expect(plainText('<p>Hello <b>there</b></p><script>alert(1)</script>')).toBe('Hello there');
  });

  it('shortens long text with an ellipsis', () => {
    expect(plainText('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('format (message placeholders)', () => {
  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(format('You must be {{age}} or older', { age: '২১' })).toBe('You must be ২১ or older');
    expect(format('{{ a }}-{{b}}', { a: 1 })).toBe('1-{{b}}');
  });
});
