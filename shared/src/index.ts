export * from './errors/error-catalogue';
export * from './enums/paging';
export * from './schemas/api-error.schema';
export * from './schemas/paging.schema';
export * from './schemas/auth.schema';
export * from './realtime/socket-events';
export * from './http/headers';
