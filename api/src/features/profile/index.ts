export { avatarIdOfUrl, avatarUrl } from './avatar-url.ts';
export { profileSettingsRoutes } from './profile-settings-routes.ts';
export { loadUser, toUser } from './user-view.ts';
