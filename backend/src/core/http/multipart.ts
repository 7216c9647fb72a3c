/**
 * Set on multipart (upload) routes. Their fields and files exist only once multer, a route
 * interceptor, has read the request, so the global contract and idempotency checks leave them to
 * the upload interceptor (core/storage/attachment.interceptor.ts), which runs both after multer.
 */
export const MULTIPART_KEY = 'bo:multipart';
