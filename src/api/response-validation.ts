import { createOperationMatcher, type OperationInfo } from '../../core/lib/operation-info';

interface ZodLike {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

type SchemaModule = Record<string, unknown>;

/** Loads a service's operation index and zod schemas (dynamic imports: never in production). */
export type ContractLoader = () => Promise<{
  operations: readonly OperationInfo[];
  schemas: SchemaModule;
}>;

const matchers = new WeakMap<
  readonly OperationInfo[],
  ReturnType<typeof createOperationMatcher<OperationInfo>>
>();

interface ContractViolation {
  service: string;
  operationId: string;
  issues: string[];
}

declare global {
  var __contractViolations: ContractViolation[] | undefined;
}

/** Thrown in tests when a reply does not match the contract. */
class ContractViolationError extends Error {
  override readonly name = 'ContractViolationError';
  constructor(readonly violation: ContractViolation) {
    super(
      `The ${violation.service} reply of ${violation.operationId} does not match the contract:\n` +
        violation.issues.join('\n'),
    );
  }
}

function report(violation: ContractViolation) {
  if (import.meta.env.MODE === 'test') {
    // Recorded as well as thrown: the test setup fails any test during which one happened, even
    // when the screen swallowed the error.
    (globalThis.__contractViolations ??= []).push(violation);
    throw new ContractViolationError(violation);
  }
  console.error(new ContractViolationError(violation).message);
}

/**
 * Checks a (normalised) reply against the contract's generated zod schema: a console error in
 * development, a failure in tests. Only ever imported when `validateResponses` is on.
 */
export async function checkResponse(
  service: string,
  request: { method?: string | undefined; url?: string | undefined },
  loadContract: ContractLoader,
  data: unknown,
): Promise<void> {
  const { operations, schemas } = await loadContract();
  let match = matchers.get(operations);
  if (!match) {
    match = createOperationMatcher(operations);
    matchers.set(operations, match);
  }
  const operation = match(request.method ?? 'GET', request.url ?? '');
  if (!operation?.responseSchema) return;
  const schema = schemas[operation.responseSchema] as ZodLike | undefined;
  if (!schema) {
    report({
      service,
      operationId: operation.operationId,
      issues: [`no zod schema named ${operation.responseSchema}`],
    });
    return;
  }
  const result = schema.safeParse(data);
  if (result.success) return;
  report({
    service,
    operationId: operation.operationId,
    issues: (result.error?.issues ?? []).map(
      (issue) => `  ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
    ),
  });
}
