/** A backup or restore that cannot go on for a reason the operator fixes; its message says which. */
export class BackupError extends Error {}
