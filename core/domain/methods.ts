import { backendOperations } from '../../src/api/generated/backend-operations/operations.ts';
import { contentOperations } from '../../src/api/generated/content-operations/operations.ts';
import { methodsAt } from '../lib/operation-info.ts';
import type { ErrorStyle } from './replies.ts';

/** The content service's paths sit under `/content` on the server's (and the mocks') origin. */
const CONTENT_PREFIX = /^\/content(?=\/)/i;

/** A 405's `Allow` and the service's error style (ADR 0045). */
interface MethodNotAllowed {
  allow: string;
  style: ErrorStyle;
}

/**
 * A request for a path of the two contracts with a method the path does not answer: the methods
 * it answers, for the 405's `Allow`. Null for a path of neither (a 404) or a method it answers.
 * The one rule of the reference server's and the mocks' 405.
 */
export function methodNotAllowed(method: string, pathname: string): MethodNotAllowed | null {
  const content = CONTENT_PREFIX.test(pathname);
  const methods = content
    ? methodsAt(contentOperations, pathname.replace(CONTENT_PREFIX, ''))
    : methodsAt(backendOperations, pathname);
  if (methods.length === 0 || methods.includes(method.toUpperCase())) return null;
  return { allow: methods.join(', '), style: content ? 'plain' : 'envelope' };
}
