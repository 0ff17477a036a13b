import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { postingsSum, seamlessCallsOf } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { runLotteryCommand } from '../../platform/ops/lottery-commands.ts';
import { drawTimeOf, lotteryGame } from '../../platform/vendor/lottery/config.ts';
import {
  drawDateOf,
  ImportRefusal,
  signResults,
  type OfficialResults,
} from '../../platform/vendor/lottery/official-results.ts';
import { keyIdOf } from '../../platform/vendor/lottery/result-keys.ts';
import { OfficialResultImporter } from '../../platform/vendor/index.ts';
import { claimDraw } from '../../platform/vendor/lottery/repository.ts';
import { drawResult, type FourDResult, type VnResult } from '../../platform/vendor/lottery/results.ts';

// The results provider's key pair, made for this run: the platform is given the public key only.
const provider = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
const providerPem = provider.publicKey.export({ format: 'pem', type: 'spki' }) as string;
const PROVIDER_KEY_ID = keyIdOf(provider.publicKey);
const sessionIn = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('session')!;
const signed = (results: OfficialResults, pair = provider) =>
  JSON.stringify(signResults(results, pair.privateKey, pair.publicKey));

describe.each(STORES)('official lottery results on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.UTC(2026, 10, 25, 3, 0, 0);
  const now = () => clock;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lottery-import-'));

  beforeAll(async () => {
    t = await startTestPlatform(store, {
      now,
      redis: false,
      // vn-lotto and sea-4d take official results; sea-lottery keeps drawing itself.
      env: { LOTTERY_RESULT_KEYS: JSON.stringify({ 'vn-lotto': providerPem, 'sea-4d': providerPem }) },
    });
    api = caller(t.app, now);
    for (const name of ['demoplayer', 'vipplayer'])
      await COMMANDS['credit-bonus']!.run(t.platform.context, [name, '5000', 'lottery', 'test']);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const db = () => t.platform.context.db;
  const lottery = () => t.platform.lottery!;
  const importer = () => new OfficialResultImporter(lottery());
  // A fresh session each time: the test clock jumps past draw times, far beyond a session's idle limit.
  const tokenOf = async (player: string) => (await api.login(player, 'Demo1234', nextIp())).body.value.token as string;
  const enter = async (player: string, area: string, game: string) =>
    sessionIn(
      (
        await api.call({
          method: 'POST',
          url: '/wps/game/launchLotto',
          token: await tokenOf(player),
          payload: {
            lottoArea: area,
            launchMode: 'LOTT',
            lottoGameCode: game,
            lottoView: 'betting',
            device: 'MOBILE',
            backUrl: '/',
            language: 'en',
          },
        })
      ).body.value.game_url,
    );
  const buy = async (session: string, vassalage: string, game: string, ticket: Record<string, unknown>) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/vendor/lotto/${vassalage}/${game}/ticket`,
      payload: { session, lang: 'en', ...ticket },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().ticket as { id: string; drawId: string };
  };
  const balanceOf = async (player: string) =>
    BigInt(
      (await api.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: await tokenOf(player) })).body.value
        .sumBalanceMinor,
    );
  const drawRow = (id: string) =>
    db().selectFrom('lottery_draws').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ticketRows = (drawId: string) =>
    db().selectFrom('lottery_tickets').selectAll().where('draw_id', '=', drawId).orderBy('id').execute();
  const importRows = () => db().selectFrom('lottery_result_imports').selectAll().execute();
  const verifyPage = async (drawId: string, lang: string) =>
    (await t.app.inject({ method: 'GET', url: `/vendor/lotto/verify?draw=${encodeURIComponent(drawId)}&lang=${lang}` }))
      .body;
  const refusalOf = async (text: string) =>
    importer()
      .import(text)
      .then(
        () => 'accepted',
        (error: unknown) => {
          if (error instanceof ImportRefusal) return `${error.code}: ${error.message}`;
          throw error;
        },
      );
  /** Everything an import could change, to show that a refused one changed nothing. */
  const snapshot = async (drawId: string) => ({
    draw: await drawRow(drawId),
    tickets: await ticketRows(drawId),
    imports: await importRows(),
    postings: (await db().selectFrom('ledger_postings').select('id').execute()).length,
    balances: [await balanceOf('demoplayer'), await balanceOf('vipplayer')],
  });

  it('vn-lotto waits for its signed file, refuses every bad one unchanged, and settles once under 20 parallel imports', async () => {
    const vn = lotteryGame('vn-lotto')!;
    const before = { a: await balanceOf('demoplayer'), b: await balanceOf('vipplayer') };
    const win = await buy(await enter('demoplayer', 'VN', 'vn-lotto'), 'TCG_LOTTO_VN', 'vn-lotto', {
      betType: 'de2',
      numbers: ['07'],
      stakeMinor: '1000',
    });
    const lose = await buy(await enter('vipplayer', 'VN', 'vn-lotto'), 'TCG_LOTTO_VN', 'vn-lotto', {
      betType: 'de2',
      numbers: ['08'],
      stakeMinor: '500',
    });
    expect(lose.drawId).toBe(win.drawId);
    const drawNo = Number(win.drawId.split('#')[1]);
    // The official draw's numbers: the special prize ends in 07, the rest as a draw would make them.
    const official = drawResult('vn', 'ef'.repeat(32), win.drawId) as { prizes: Record<string, string[]> };
    official.prizes.special = ['12307'];
    const results: OfficialResults = {
      game: 'vn-lotto',
      drawNo,
      drawDate: drawDateOf(vn, drawNo),
      result: { prizes: official.prizes },
    };
    const good = signed(results);

    // Before the draw time: refused, whatever the operator tries.
    expect(await refusalOf(good)).toMatch(/^not_drawn: vn-lotto#\d+ is not drawn yet/);
    expect(await verifyPage(win.drawId, 'en')).toContain('Awaiting the official result');
    expect(await verifyPage(win.drawId, 'bn')).toContain('অফিসিয়াল ফলাফলের অপেক্ষায়');
    await expect(runLotteryCommand(lottery(), ['draw-now', 'vn-lotto'])).rejects.toThrow(
      'vn-lotto takes official results: import the signed file with lottery import <file>',
    );

    // After the draw time the scheduler leaves the draw alone: it waits for the file.
    clock = drawTimeOf(vn, drawNo) + 60_000;
    await Promise.all(Array.from({ length: 5 }, () => lottery().drawDue()));
    const waiting = await snapshot(win.drawId);
    expect(waiting.draw.state).toBe('open');
    expect(waiting.tickets.map((ticket) => ticket.state)).toEqual(['open', 'open']);
    expect(await verifyPage(win.drawId, 'en')).toContain('Awaiting the official result');

    const tampered = JSON.parse(good);
    tampered.results.result.prizes.special = ['12308'];
    const impostor = JSON.parse(signed(results, stranger));
    impostor.keyId = PROVIDER_KEY_ID;
    const malformed = structuredClone(results) as { result: { prizes: Record<string, string[]> } } & OfficialResults;
    delete malformed.result.prizes.seventh;
    const refusals = [
      [JSON.stringify(tampered), /^bad_signature: the signature does not match the results/],
      [JSON.stringify(impostor), /^bad_signature:/],
      [signed(results, stranger), /^wrong_key: signed by key [0-9a-f]{16}, but vn-lotto takes results signed by key/],
      [signed(malformed), /^bad_shape: vn-lotto result: prizes lacks seventh/],
      [signed({ ...results, drawDate: '2026-01-01' }), /^wrong_draw: draw vn-lotto#\d+ is held on/],
      [signed({ ...results, drawNo: drawNo + 1, drawDate: drawDateOf(vn, drawNo + 1) }), /^not_drawn:/],
      ['{"results":', /^bad_file:/],
    ] as const;
    for (const [text, message] of refusals) expect(await refusalOf(text)).toMatch(message);
    expect(await snapshot(win.drawId)).toEqual(waiting);

    // Twenty imports of the file at once: one settles, the others are told why not.
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => refusalOf(good)));
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o !== 'accepted')) expect(o).toMatch(/^(in_progress|already_settled):/);
    const draw = await drawRow(win.drawId);
    expect(draw.state).toBe('settled');
    expect(JSON.parse(draw.result!)).toEqual({ kind: 'vn', prizes: official.prizes });
    const ticketRow = (id: string) =>
      db().selectFrom('lottery_tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [winRow, loseRow] = [await ticketRow(win.id), await ticketRow(lose.id)];
    // de2 pays ×95 on the special prize's last two digits.
    expect(BigInt(String(winRow.win_minor))).toBe(95_000n);
    expect(BigInt(String(loseRow.win_minor))).toBe(0n);
    for (const id of [win.id, lose.id])
      expect((await seamlessCallsOf(db(), id)).map((c) => c.kind)).toEqual(['bet', 'win']);
    expect(await balanceOf('demoplayer')).toBe(before.a - 1000n + 95_000n);
    expect(await balanceOf('vipplayer')).toBe(before.b - 500n);

    // Again, and with a different result: refused, nothing moves.
    const settled = await snapshot(win.drawId);
    expect(await refusalOf(good)).toMatch(/^already_settled: vn-lotto#\d+ is already settled with this result/);
    const other = structuredClone(results) as { result: { prizes: Record<string, string[]> } } & OfficialResults;
    other.result.prizes.special = ['99999'];
    expect(await refusalOf(signed(other))).toMatch(
      /^conflicting_result: vn-lotto#\d+ already has a different official result/,
    );
    await Promise.all(Array.from({ length: 5 }, () => lottery().drawDue()));
    expect(await snapshot(win.drawId)).toEqual(settled);
    expect(await importRows()).toHaveLength(1);

    const page = await verifyPage(win.drawId, 'en');
    expect(page).toContain('Official result, imported');
    expect(page).toContain(PROVIDER_KEY_ID);
    expect(page).toContain('12307');
    expect(page).not.toContain(draw.server_seed);
    expect(await verifyPage(win.drawId, 'bn')).toContain('স্বাক্ষরকারী কী আইডি');
    expect(await postingsSum(db())).toBe(0n);
  });

  it('sea-4d through the operator verbs: sign with a key file, import, a cancelled draw refused; sea-lottery still draws itself', async () => {
    const fourD = lotteryGame('sea-4d')!;
    const before = await balanceOf('demoplayer');
    const ticket = await buy(await enter('demoplayer', 'SEA', 'sea-4d'), 'TCG_SEA', 'sea-4d', {
      betType: 'big',
      numbers: ['0042'],
      stakeMinor: '500',
    });
    const drawNo = Number(ticket.drawId.split('#')[1]);
    // 23 different numbers with 0042 in first place: the draw's own numbers, 0042 moved to the front.
    const drawn = Object.values((drawResult('sea4d', 'cd'.repeat(32), ticket.drawId) as FourDResult).prizes)
      .flat()
      .filter((n) => n !== '0042')
      .slice(0, 22);
    const ordered = {
      first: ['0042'],
      second: drawn.slice(0, 1),
      third: drawn.slice(1, 2),
      special: drawn.slice(2, 12),
      consolation: drawn.slice(12, 22),
    };
    const file = path.join(dir, 'sea-4d.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ game: 'sea-4d', drawNo, drawDate: drawDateOf(fourD, drawNo), result: { prizes: ordered } }),
    );
    const keyFile = path.join(dir, 'provider.pem');
    fs.writeFileSync(keyFile, provider.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string, { mode: 0o600 });
    expect(await runLotteryCommand(lottery(), ['sign', file, keyFile])).toBe(
      `${path.join(dir, 'sea-4d.signed.json')} written, signed by key ${PROVIDER_KEY_ID}`,
    );
    await expect(runLotteryCommand(lottery(), ['import', path.join(dir, 'sea-4d.signed.json')])).rejects.toThrow(
      /^refused \(not_drawn\)/,
    );
    clock = drawTimeOf(fourD, drawNo) + 60_000;
    expect(await runLotteryCommand(lottery(), ['import', path.join(dir, 'sea-4d.signed.json')])).toBe(
      `${ticket.drawId} settled with the official result signed by key ${PROVIDER_KEY_ID}: 1 ticket(s) settled, 10000.00 paid; verify at /vendor/lotto/verify?draw=${encodeURIComponent(ticket.drawId)}`,
    );
    await expect(runLotteryCommand(lottery(), ['import', path.join(dir, 'sea-4d.signed.json')])).rejects.toThrow(
      /^refused \(already_settled\)/,
    );
    expect(await balanceOf('demoplayer')).toBe(before - 500n + 1_000_000n);

    // A cancelled draw takes no result.
    const next = await buy(await enter('demoplayer', 'SEA', 'sea-4d'), 'TCG_SEA', 'sea-4d', {
      betType: 'small',
      numbers: ['1234'],
      stakeMinor: '300',
    });
    expect((await lottery().cancel(next.drawId)).cancelled).toBe(true);
    const nextNo = Number(next.drawId.split('#')[1]);
    clock = drawTimeOf(fourD, nextNo) + 60_000;
    const cancelledFile = signed({
      game: 'sea-4d',
      drawNo: nextNo,
      drawDate: drawDateOf(fourD, nextNo),
      result: { prizes: ordered },
    });
    expect(await refusalOf(cancelledFile)).toMatch(/^cancelled: sea-4d#\d+ was cancelled/);
    expect(await balanceOf('demoplayer')).toBe(before - 500n + 1_000_000n);

    // sea-lottery has no key: the built-in draw runs it and its verify page replays the seed.
    const six = await buy(await enter('vipplayer', 'SEA', 'sea-lottery'), 'TCG_SEA', 'sea-lottery', {
      betType: 'top2',
      numbers: ['31'],
      stakeMinor: '1000',
    });
    expect(await runLotteryCommand(lottery(), ['draw-now', 'sea-lottery'])).toContain(`${six.drawId} drawn`);
    expect(await verifyPage(six.drawId, 'en')).toContain('The result replays from the seed');
    expect(await postingsSum(db())).toBe(0n);
  });

  it("an import-only game's betting page names the official signed results and the provider's key, never a seed chain; a built-in game keeps its seed hash", async () => {
    const page = async (area: string, vassalage: string, game: string, lang: 'en' | 'bn') => {
      const session = await enter('vipplayer', area, game);
      const answer = await t.app.inject({
        method: 'GET',
        url: `/vendor/lotto/${vassalage}/${game}/?session=${session}&lang=${lang}`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.body;
    };
    for (const [area, vassalage, game] of [
      ['VN', 'TCG_LOTTO_VN', 'vn-lotto'],
      ['SEA', 'TCG_SEA', 'sea-4d'],
    ] as const) {
      const en = await page(area, vassalage, game, 'en');
      expect(en).toContain('the official results of this draw, imported from the results provider’s signed file');
      expect(en).toContain(`Provider’s key id</dt><dd><code>${PROVIDER_KEY_ID}</code>`);
      expect(en).not.toContain('Seed hash');
      expect(en).not.toContain('id="next-hash"');
      expect(en).not.toContain('chain anchor');
      const bn = await page(area, vassalage, game, 'bn');
      expect(bn).toContain('অফিসিয়াল ফলাফল, ফলাফল প্রদানকারীর স্বাক্ষরিত ফাইল থেকে আনা হয়');
      expect(bn).toContain(`প্রদানকারীর কী আইডি</dt><dd><code>${PROVIDER_KEY_ID}</code>`);
      expect(bn).not.toContain('সিড হ্যাশ');
    }
    // sea-lottery has no key: its page shows the draw's seed hash and the chain anchor, and no provider's key.
    for (const lang of ['en', 'bn'] as const) {
      const six = await page('SEA', 'TCG_SEA', 'sea-lottery', lang);
      expect(six).toMatch(/id="next-hash">[0-9a-f]{64}</);
      expect(six).toMatch(/id="anchor">[0-9a-f]{64}</);
      expect(six).not.toContain('id="result-source"');
    }
  });

  it("a cancelled draw's tickets come back refunded and marked as of a cancelled draw in the page's state", async () => {
    const session = await enter('vipplayer', 'SEA', 'sea-4d');
    const before = await balanceOf('vipplayer');
    const ticket = await buy(session, 'TCG_SEA', 'sea-4d', { betType: 'big', numbers: ['2718'], stakeMinor: '700' });
    const state = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/vendor/lotto/TCG_SEA/sea-4d/state?session=${session}&lang=en` })
      ).json() as { tickets: { id: string; state: string; drawCancelled: boolean }[] };
    expect((await state()).tickets.find((one) => one.id === ticket.id)).toMatchObject({
      state: 'open',
      drawCancelled: false,
    });
    expect(await runLotteryCommand(lottery(), ['cancel', ticket.drawId])).toBe(
      `${ticket.drawId} cancelled: 1 ticket(s) refunded`,
    );
    expect((await state()).tickets.find((one) => one.id === ticket.id)).toMatchObject({
      state: 'refunded',
      drawCancelled: true,
    });
    expect(await balanceOf('vipplayer')).toBe(before);
  });

  it('an import stopped after its claim is finished by the scheduler with the imported result, once', async () => {
    const vn = lotteryGame('vn-lotto')!;
    const before = await balanceOf('demoplayer');
    const ticket = await buy(await enter('demoplayer', 'VN', 'vn-lotto'), 'TCG_LOTTO_VN', 'vn-lotto', {
      betType: 'de2',
      numbers: ['42'],
      stakeMinor: '200',
    });
    const drawNo = Number(ticket.drawId.split('#')[1]);
    clock = drawTimeOf(vn, drawNo) + 60_000;
    const official = drawResult('vn', '12'.repeat(32), ticket.drawId) as VnResult;
    official.prizes.special = ['00042'];
    // What an import leaves when its process stops between the claim and the settlement.
    await db()
      .insertInto('lottery_result_imports')
      .values({
        draw_id: ticket.drawId,
        game_code: 'vn-lotto',
        key_id: PROVIDER_KEY_ID,
        signature: 'c2lnbmF0dXJl',
        file_sha256: '0'.repeat(64),
        result: JSON.stringify(official),
        imported_at: new Date(clock).toISOString(),
      })
      .execute();
    expect(await claimDraw(db(), ticket.drawId, JSON.stringify(official), clock, 10_000)).toBe(true);
    // While the claim holds nobody touches it; once it runs out, twenty passes at once finish it once.
    await Promise.all(Array.from({ length: 5 }, () => lottery().drawDue()));
    expect((await drawRow(ticket.drawId)).state).toBe('drawing');
    clock += 20_000;
    await Promise.all(Array.from({ length: 20 }, () => lottery().drawDue()));
    const draw = await drawRow(ticket.drawId);
    expect(draw.state).toBe('settled');
    expect(JSON.parse(draw.result!)).toEqual(official);
    expect((await seamlessCallsOf(db(), ticket.id)).map((c) => c.kind)).toEqual(['bet', 'win']);
    expect(await balanceOf('demoplayer')).toBe(before - 200n + 19_000n);
    expect(await postingsSum(db())).toBe(0n);
  });
});
