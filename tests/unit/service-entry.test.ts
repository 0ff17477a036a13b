import { describe, expect, it } from 'vitest';
import { chooseServiceEntry, serviceAddressFor } from '../../src/lib/support/service-entry.ts';

const LIST = [
  { type: '1', path: 'mail' },
  { type: '3', path: 'live' },
  { type: '4', path: 'vip' },
];

describe('customer-service entry', () => {
  it('is the live chat for visitors and members up to rank 4', () => {
    expect(chooseServiceEntry(LIST, false, 0)?.path).toBe('live');
    expect(chooseServiceEntry(LIST, false, 9)?.path).toBe('live');
    expect(chooseServiceEntry(LIST, true, 4)?.path).toBe('live');
  });

  it('is the VIP channel for a logged-in member above rank 4, the live chat when the merchant has none', () => {
    expect(chooseServiceEntry(LIST, true, 5)?.path).toBe('vip');
    expect(chooseServiceEntry(LIST.slice(0, 2), true, 5)?.path).toBe('live');
    expect(chooseServiceEntry([LIST[0]!], true, 5)).toBeUndefined();
  });
});

describe('customer-service address', () => {
  const origin = 'https://lotus.example';

  it("opens a same-site address in the page's language", () => {
    expect(serviceAddressFor('/support/chat', origin, 'en')).toBe('https://lotus.example/en/support/chat');
    expect(serviceAddressFor('/support/chat?channel=vip', origin, 'en')).toBe(
      'https://lotus.example/en/support/chat?channel=vip',
    );
    expect(serviceAddressFor('/support/chat', origin, 'bn')).toBe('https://lotus.example/support/chat');
    expect(serviceAddressFor('/en/support/chat', origin, 'bn')).toBe('https://lotus.example/support/chat');
  });

  it("leaves an outside chat service's address as the merchant set it", () => {
    expect(serviceAddressFor('https://chat.vendor.example/room?id=7', origin, 'en')).toBe(
      'https://chat.vendor.example/room?id=7',
    );
  });
});
