export { LikeButton } from './like-button';
