/** What a domain operation threw when it refused: its status, message and field messages. */
interface Refusal {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

/** Runs an operation that must be refused and returns the refusal (fails when it is accepted). */
export async function refusal(run: () => Promise<unknown>): Promise<Refusal> {
  try {
    await run();
  } catch (error) {
    return error as Refusal;
  }
  throw new Error('accepted');
}
