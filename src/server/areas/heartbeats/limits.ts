/** Heartbeat definitions a user may keep: one per editor, machine or script, and every list of them is read whole. */
export const MAX_HEARTBEATS = 100;
