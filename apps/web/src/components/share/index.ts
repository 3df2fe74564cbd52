export { ShareButton, type ShareButtonProps } from './share-button';
