/**
 * The credentials-version port: a counter per customer that a password change bumps. A signed-in
 * session remembers the version it signed in under; any other version ends it, so changing a password
 * signs the customer out everywhere else. Kept beside the sessions (same lifetime, same sharing).
 */
export interface CredentialVersions {
  /** The customer's current version (0 until their password first changes here). */
  current(customerId: number): Promise<number>;
  /** Bumps the customer's version and returns the new one. */
  bump(customerId: number): Promise<number>;
}
