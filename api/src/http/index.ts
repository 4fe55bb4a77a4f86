export { apiDocs } from './api-docs.ts';
export {
  chooseEncoding,
  compress,
  compressionThreshold,
  compressResponses,
  type Encoding,
} from './compress-responses.ts';
export { createGuardedServer, type ConnectionLimits } from './guarded-server.ts';
export { handleError } from './handle-error.ts';
export { idempotencyKeyOf, idempotencyKeyParameter } from './idempotency-key.ts';
export { mountResources } from './mount-resources.ts';
export { nodeListener, type ListenerAhead } from './node-listener.ts';
export { jsonBody, jsonResponse } from './openapi-json.ts';
export { accountErrors, errorResponse, errorResponses } from './openapi-responses.ts';
export { bearerAuth, optionalBearer, publicAccess } from './openapi-security.ts';
export { loggablePath, requestLogger } from './request-logger.ts';
export { secureHeadersMiddleware } from './secure-headers.ts';
export { StreamSlots } from './stream-slots.ts';
export { describeZodError, validationHook } from './validation-hook.ts';
