export { answerProfileRead, type ProfileRead } from './answer-profile-read.ts';
export { profileSettingsRoutes } from './profile-settings-routes.ts';
export { publicProfileRead } from './public-profile-read.ts';
export { readableProfile, type ProfileOwner } from './profile-access.ts';
