/** Where an operation lives: method and path template (e.g. `/api/Product/{id}`). */
export interface OperationRoute {
  operationId: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  path: string;
}

/** One operation of a contract, as scripts/generate.mjs indexes it. */
export interface OperationInfo extends OperationRoute {
  /** 'public': no token needed; 'optional': anonymous or with a token; 'bearer': token required. */
  security: 'public' | 'optional' | 'bearer';
  successStatus: number;
  responseContentType: string | null;
  /** The name of the zod schema of the success reply in the generated `<service>.zod.ts`. */
  responseSchema: string | null;
}

const templateToRegExp = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`);

/**
 * Finds the operation a request belongs to. Literal paths win over templated ones, so
 * `/api/Page/product-order` is not taken for `/api/Page/{id}`.
 */
export function createOperationMatcher<T extends OperationRoute>(operations: readonly T[]) {
  const compiled = operations
    .map((operation) => ({
      operation,
      pattern: templateToRegExp(operation.path),
      params: (operation.path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  return (method: string, url: string): T | undefined => {
    const pathname = url.split('?')[0] ?? url;
    const upper = method.toUpperCase();
    return compiled.find(
      (entry) => entry.operation.method === upper && entry.pattern.test(pathname),
    )?.operation;
  };
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods a path answers by the contract, HEAD with GET (as the reference server answers it);
 * empty for a path the contract does not name. Case is ignored, as the server's router ignores it.
 */
export function methodsAt(operations: readonly OperationRoute[], pathname: string): string[] {
  const methods = new Set<string>(
    operations
      .filter((operation) => new RegExp(templateToRegExp(operation.path), 'i').test(pathname))
      .map((operation) => operation.method),
  );
  if (methods.has('GET')) methods.add('HEAD');
  return METHOD_ORDER.filter((method) => methods.has(method));
}
