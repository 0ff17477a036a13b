/**
 * The server's edge as an attacker sees it: raw requests with headers and paths a browser would not send.
 * node:http is used because browsers (and fetch) will not send a foreign Host or keep `//` and escapes as typed.
 */
import http from 'node:http';
import { expect, test } from './fixtures.ts';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function raw(baseURL: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method: 'GET', path: target, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test('a hostile Host header never reaches the app links every visitor is shown', async ({ baseURL }) => {
  const hostile = await raw(baseURL!, '/en/down', { host: 'evil.example' });
  const normal = await raw(baseURL!, '/en/down');
  for (const answer of [hostile, normal]) {
    expect(answer.status).toBe(200);
    // The demo's iPhone web app links to the site's home: a site path, since no PUBLIC_URL is configured here.
    expect(answer.body).toMatch(/id="ios"[\s\S]*?href="\/"/);
    expect(answer.body).not.toContain('evil.example');
  }
});

test('no redirect leaves the site, whatever the path and the language cookie', async ({ baseURL }) => {
  for (const target of [
    '/en//evil.example/',
    '/en/\\evil.example/',
    '/en/%2F%2Fevil.example/',
    '/en///evil.example/?a=b',
  ]) {
    const answer = await raw(baseURL!, target, { cookie: 'lang=bn' });
    if (answer.status >= 300 && answer.status < 400) {
      expect(answer.headers.location, target).toMatch(/^\/(?![/\\])/);
    }
  }
  const collapsed = await raw(baseURL!, '/en//evil.example/', { cookie: 'lang=bn' });
  expect(collapsed.status).toBe(302);
  expect(collapsed.headers.location).toBe('/evil.example/');
});

test('the internal live-fragment page is unreachable from outside in every spelling', async ({ baseURL }) => {
  for (const target of [
    '/live-fragment/header-links?locale=bn',
    '//live-fragment/header-links?locale=bn',
    '/%6Cive-fragment/header-links?locale=bn',
    '/%6c%69ve-fragment/app-downloads?locale=en',
    '/en/../live-fragment/header-links?locale=bn',
    '/Live-fragment/header-links?locale=bn',
    '///live-fragment//app-downloads?locale=en',
  ]) {
    const answer = await raw(baseURL!, target);
    expect([400, 404], `${target} answered ${answer.status}`).toContain(answer.status);
    expect(answer.body, target).not.toContain('download-card');
  }
});

test('a path that climbs with dot segments is refused with a clear error', async ({ baseURL }) => {
  const answer = await raw(baseURL!, '/en/%2e%2e/help', { language: 'en' });
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toMatchObject({
    success: false,
    code: 'bad_request',
    message: 'Some of the information sent is not valid.',
  });
});
