export * from './event-store.types';
export * from './event-store';
export * from './waker';
export * from './subscriber';
export * from './subscription-runner';
export * from './projection-rebuild';
export * from './aggregate';
export * from './aggregate-store';
