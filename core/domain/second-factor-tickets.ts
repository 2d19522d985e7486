/**
 * The steps of the second factor between two requests (a sign-in's second step, a proof, a
 * set-up) travel in signed, short-lived tickets, so that any replica can finish what another
 * began: the server's are JWTs (server/services/auth.ts), the mocks' are kept in memory.
 */

/** How long a ticket (a sign-in's second step, a set-up) may be answered. */
export const TICKET_LIFETIME_MS = 5 * 60_000;

export type TicketPurpose = 'sign-in' | 'proof' | 'totp-setup' | 'passkey-setup';

interface TicketClaims {
  purpose: TicketPurpose;
  userId: string;
  /** The account's session generation: a password change or a sign-out everywhere voids it. */
  generation: number;
  /** A WebAuthn challenge (base64url). */
  challenge?: string;
  /** A TOTP secret being set up. */
  secret?: string;
}

export interface Ticket extends TicketClaims {
  id: string;
  expiresAt: Date;
}

/** Signed, short-lived tickets, each answered successfully at most once. */
export interface Tickets {
  issue(claims: TicketClaims): Promise<{ ticket: string; expiration: string }>;
  /** The ticket's claims when it is valid, unexpired, unused and for this purpose; null otherwise. */
  read(ticket: string, purpose: TicketPurpose): Promise<Ticket | null>;
  /** Marks a ticket used. */
  spend(ticket: Ticket): Promise<void>;
}
