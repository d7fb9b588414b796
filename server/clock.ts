/**
 * The time as the server reads it: one clock, made in buildApp (the system's, or a test's that moves
 * it on) and handed to everything that stamps or compares a time: publication, the public reads'
 * cache, tokens, lockouts, account links, the trash, the activity log.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
