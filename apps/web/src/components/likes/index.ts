export { LikeButton, type LikeButtonProps } from './like-button';
