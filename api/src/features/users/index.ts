export { avatarIdOfUrl, avatarUrl } from './avatar-url.ts';
export { loadUser, toPublicUser } from './user-view.ts';
