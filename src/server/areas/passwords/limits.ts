// How much one user's vault may hold: far more than a real person keeps (a well-used manager holds
// hundreds), few enough that the lists the browser reads whole and decrypts stay small.

/** Password entries a user may keep, added one by one or by import. */
export const MAX_PASSWORDS = 10_000;

/** Password groups a user may keep, added one by one or by import. */
export const MAX_PASSWORD_GROUPS = 500;
