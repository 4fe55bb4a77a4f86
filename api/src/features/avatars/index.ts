export { avatarRoutes } from './avatar-routes.ts';
export { NotAnImageError, processAvatar } from './process-avatar.ts';
