export { readHelpFields, saveBulkHelp, saveHelpFields } from './help-fields.ts';
export { problemHelpRoutes } from './help-routes.ts';
export { problemHelpAdminRoutes } from './help-admin-routes.ts';
