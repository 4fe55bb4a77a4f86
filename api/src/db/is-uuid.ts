const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs: anything else cannot exist, and must not reach a uuid column as a 500. */
export const isUuid = (id: string): boolean => uuidPattern.test(id);
