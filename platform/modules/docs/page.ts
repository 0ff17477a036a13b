/** The readable page of the API document: a plain server-rendered list of every call, no script and no CDN. */
import type { CallContract } from '../../../contract/call.ts';
import { operationId } from '../../../contract/openapi.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function row(call: CallContract): string {
  const takes =
    [call.params && 'path', call.query && 'query', call.body && (call.sealed ? 'sealed body' : 'body')]
      .filter(Boolean)
      .join(', ') || '—';
  return (
    `<tr id="${escapeHtml(operationId(call))}"><td><code>${call.method}</code></td><td><code>${escapeHtml(call.path)}</code></td>` +
    `<td>${escapeHtml(call.summary)}</td><td>${takes}</td><td>${call.signedIn ? 'yes' : 'no'}</td></tr>`
  );
}

export function docsPage(calls: readonly CallContract[], title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}code{font-size:.9em}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p>Every call the site makes to the platform, generated from the shared contract. The full request and answer
schemas are in <a href="/wps/docs/openapi.json">openapi.json</a> (OpenAPI 3.1). Each answer is the envelope
<code>{ success, value, message }</code>; a refusal adds <code>code</code> and, for bad input, <code>fields</code>.
Calls marked "signed in" send the session token in the <code>token</code> header; "sealed body" calls are
encrypted as <code>docs/encrypted-calls.md</code> describes.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Takes</th><th>Signed in</th></tr></thead>
<tbody>${calls.map(row).join('')}</tbody></table></main></body></html>`;
}
