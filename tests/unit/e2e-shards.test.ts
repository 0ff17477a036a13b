import { describe, expect, it } from 'vitest';
import { shardCount, shardPorts } from '../../scripts/e2e-shards.ts';

describe('the end-to-end shards', () => {
  it('default to two, and take any whole number from one up', () => {
    expect(shardCount(undefined)).toBe(2);
    expect(shardCount('')).toBe(2);
    expect(shardCount('1')).toBe(1);
    expect(shardCount('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'two']) expect(() => shardCount(bad)).toThrow(/E2E_SHARDS/);
  });

  it('keep the given ports for the first shard, so one shard is the single run', () => {
    expect(shardPorts(0, {})).toEqual({ site: 4510, emulator: 9099 });
    expect(shardPorts(0, { E2E_PORT: '4700', E2E_EMULATOR_PORT: '9300' })).toEqual({ site: 4700, emulator: 9300 });
  });

  it("never give two shards a port in common (the site's proxy test takes port + 1, the emulator three)", () => {
    const taken = Array.from({ length: 4 }, (_, k) => shardPorts(k, { E2E_PORT: '4700', E2E_EMULATOR_PORT: '9300' }));
    const site = taken.flatMap((p) => [p.site, p.site + 1]);
    const emulator = taken.flatMap((p) => [p.emulator, p.emulator + 1, p.emulator + 2]);
    expect(new Set(site).size).toBe(site.length);
    expect(new Set(emulator).size).toBe(emulator.length);
  });
});
