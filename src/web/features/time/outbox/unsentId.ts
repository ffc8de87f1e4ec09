/** Prefix of the stand-in id of a stamp whose start has not reached the server. */
export const unsentStampPrefix = 'unsent-';

export const isUnsentStamp = (stampId: string) => stampId.startsWith(unsentStampPrefix);
