export { answerProfileRead, type ProfileRead } from './answer-profile-read.ts';
export { avatarIdOfUrl, avatarUrl } from './avatar-url.ts';
export { profileSettingsRoutes } from './profile-settings-routes.ts';
export { publicProfileRead } from './public-profile-read.ts';
export { readableProfile, type ProfileOwner } from './profile-access.ts';
export { loadUser, toPublicUser, toUser } from './user-view.ts';
