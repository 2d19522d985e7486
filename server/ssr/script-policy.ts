import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The hashes of a document's inline scripts (the landing capture, ADR 0063; on a rendered page
 * also the router's state for hydration and the script that starts it), so that the policy allows
 * exactly those and no other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', source = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || source === '') continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue; // data, not code
    hashes.add(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The last policy made for each list of hashes: a cached page keeps its list (one array) for as
 * long as it is kept, so each hit of it reuses the header instead of rebuilding it.
 */
const madePolicies = new WeakMap<readonly string[], { basePolicy: string; policy: string }>();

/** The app's policy with the page's inline scripts allowed by hash. */
function pagePolicy(basePolicy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return basePolicy;
  const made = madePolicies.get(hashes);
  if (made?.basePolicy === basePolicy) return made.policy;
  const policy = basePolicy.replace(
    /script-src ([^;]*)/,
    (_all, sources: string) => `script-src ${sources} ${hashes.join(' ')}`,
  );
  madePolicies.set(hashes, { basePolicy, policy });
  return policy;
}

/** The reply's Content-Security-Policy (set for every reply) extended with a page's hashes. */
export function allowPageScripts(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  if (policy) reply.header('content-security-policy', pagePolicy(policy, hashes));
}
