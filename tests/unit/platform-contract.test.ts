/** Pages' declared calls (platformContract): the answer parsed with the call's schema, never trusted as it comes. */
import { describe, expect, it } from 'vitest';
import type { PlatformCall } from '../../src/lib/api/platform-call.ts';
import { platformContract } from '../../src/lib/api/platform-contract.ts';
import { fetchHelpCentre } from '../../contract/calls/system.ts';
import { fetchAnnouncements } from '../../contract/calls/notices.ts';

const answering =
  (value: unknown, seen: string[] = []): PlatformCall =>
  async (path) => {
    seen.push(path);
    return { status: 200, body: { success: true, value, message: null } };
  };

describe('platformContract', () => {
  it('answers the declared shape', async () => {
    const sections = [{ anchor: 'deposit', title: 'Deposits', body: '<p>How</p>' }];
    expect(await platformContract(answering({ sections }), fetchHelpCentre, 'en')).toEqual({ sections });
  });

  it('turns another shape into one unexpected-answer error', async () => {
    await expect(
      platformContract(answering({ sections: [{ anchor: 1 }] }), fetchHelpCentre, 'en'),
    ).rejects.toMatchObject({ name: 'PlatformCallError', code: 'unexpected_answer' });
  });

  it('asks the declared path with its query', async () => {
    const seen: string[] = [];
    await platformContract(answering({ list: [], total: 0, page: 1, pageSize: 4 }, seen), fetchAnnouncements, 'bn', {
      query: { types: 'B,PL', pageSize: 4 },
    });
    expect(seen).toEqual(['/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL&pageSize=4']);
  });

  it('passes a refusal on as the platform worded it', async () => {
    const refusing: PlatformCall = async () => ({
      status: 503,
      body: { success: false, value: null, message: 'Busy', code: 'busy_try_again' },
    });
    await expect(platformContract(refusing, fetchHelpCentre, 'en')).rejects.toMatchObject({
      code: 'busy_try_again',
      status: 503,
    });
  });
});
