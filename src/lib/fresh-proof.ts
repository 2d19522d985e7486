import { PromptCancelledError } from '../api/client-session';
import { createPrompt, usePromptOpen } from './prompt';

/**
 * Proving who you are again before a sensitive action (issue 23 section 1): when the server
 * answers 403 `reason: 'fresh-proof'` (the session's last proof is older than 5 minutes), the
 * admin layout opens the 'Kimliğinizi doğrulayın' dialog; the service client waits for it and
 * sends the refused call once more with the new token, so nothing typed is lost.
 */
class FreshProofCancelledError extends PromptCancelledError {
  override readonly name = 'FreshProofCancelledError';
  constructor() {
    super('Kimlik doğrulanmadı.');
  }
}

export const freshProof = createPrompt(() => new FreshProofCancelledError());

export const useFreshProofOpen = (): boolean => usePromptOpen(freshProof);
