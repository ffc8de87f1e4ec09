/**
 * Share links a user may keep (expired ones too, until revoked): a menu, a few friends per drink,
 * far below this; every list of them is read whole.
 */
export const MAX_SHARES = 1_000;
