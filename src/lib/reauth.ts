import { PromptCancelledError } from '../api/client-session';
import { createPrompt, usePromptOpen } from './prompt';

/**
 * Signing in again without leaving the page: when a call meets a 401 or the session runs out while
 * an administrator edits, the admin layout shows a login dialog; the service client
 * (src/api/create-client.ts) waits for it and sends the call once more, so nothing typed is lost.
 */
export class ReauthCancelledError extends PromptCancelledError {
  override readonly name = 'ReauthCancelledError';
  constructor() {
    super('Oturum yenilenmedi.');
  }
}

export const reauth = createPrompt(() => new ReauthCancelledError());

export const useReauthOpen = (): boolean => usePromptOpen(reauth);
