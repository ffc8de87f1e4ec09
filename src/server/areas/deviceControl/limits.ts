/** Devices a user may keep: a household's computers, and every list of them is read (and decided) whole. */
export const MAX_DEVICES = 50;
