export { BodyKeyStore } from './key-store.ts';
export { BodyOpener } from './open-body.ts';
export { LimiterReplayGuard, MemoryReplayGuard } from './replay-guard.ts';
