/**
 * The `security` of an operation in the OpenAPI description. Every route declares one, so that a
 * reader (and a client generator) knows whether to send the session token.
 */
type SecurityRequirements = Record<string, string[]>[];

/** Anyone may call it; a token, if sent, is ignored. */
export const publicAccess: SecurityRequirements = [];

/** Needs the session token (`Authorization: Bearer <token>`). */
export const bearerAuth: SecurityRequirements = [{ bearer: [] }];

/**
 * Answers anyone; with the session token it may answer more (an owner's private profile, drafts
 * for admins). The empty requirement is OpenAPI's way of saying "or no token at all".
 */
export const optionalBearer: SecurityRequirements = [{}, { bearer: [] }];
