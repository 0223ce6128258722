export * from './users.js';
export * from './sessions.js';
export * from './verificationCodes.js';
export * from './authAttempts.js';
export * from './wordLedger.js';
export * from './roleRules.js';
export * from './outboxMessages.js';
