export { avatarIdOfUrl, avatarUrl } from './avatar-url.ts';
export { profileSettingsRoutes } from './profile-settings-routes.ts';
export { readableProfile, type ProfileOwner } from './profile-access.ts';
export { loadUser, toPublicUser, toUser } from './user-view.ts';
