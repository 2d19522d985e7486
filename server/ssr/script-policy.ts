import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The inline scripts of a document that run, each as its opening tag's attributes and its source,
 * in the order they come: not an external one (`src`), not an empty one, not data (JSON, JSON-LD).
 */
export function* inlineScripts(html: string): Generator<{ attributes: string; source: string }> {
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', source = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || source === '') continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue; // data, not code
    yield { attributes, source };
  }
}

/** The policy's source that allows an inline script, from its text (whole, or in pieces in order). */
export function scriptHash(...pieces: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const piece of pieces) hash.update(piece);
  return `'sha256-${hash.digest('base64')}'`;
}

/**
 * The hashes of a document's inline scripts (the landing capture, ADR 0063; on a rendered page
 * also the router's state for hydration and the script that starts it), so that the policy allows
 * exactly those and no other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const { source } of inlineScripts(html)) hashes.add(scriptHash(source));
  return [...hashes];
}

/**
 * The last policy made for each list of hashes: a cached page keeps its list (one array) for as
 * long as it is kept, so each hit of it reuses the header instead of rebuilding it.
 */
const madePolicies = new WeakMap<readonly string[], { basePolicy: string; policy: string }>();

/**
 * Each base policy cut where a page's hashes go (the end of its script-src sources), so that a
 * list of hashes seen once (a missing product's, made for each slug) costs a concatenation and not
 * a search of the policy. There is one base policy per app (a few in the tests).
 */
const policyCuts = new Map<string, readonly [string, string] | null>();

function policyCut(basePolicy: string): readonly [string, string] | null {
  let cut = policyCuts.get(basePolicy);
  if (cut === undefined) {
    const match = /script-src [^;]*/.exec(basePolicy);
    const end = match ? match.index + match[0].length : -1;
    cut = end < 0 ? null : [basePolicy.slice(0, end), basePolicy.slice(end)];
    if (policyCuts.size < 16) policyCuts.set(basePolicy, cut);
  }
  return cut;
}

/** The app's policy with the page's inline scripts allowed by hash. */
function pagePolicy(basePolicy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return basePolicy;
  const made = madePolicies.get(hashes);
  if (made?.basePolicy === basePolicy) return made.policy;
  const cut = policyCut(basePolicy);
  const policy = cut ? `${cut[0]} ${hashes.join(' ')}${cut[1]}` : basePolicy;
  madePolicies.set(hashes, { basePolicy, policy });
  return policy;
}

/** The reply's Content-Security-Policy (set for every reply) extended with a page's hashes. */
export function allowPageScripts(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  if (policy) reply.header('content-security-policy', pagePolicy(policy, hashes));
}
