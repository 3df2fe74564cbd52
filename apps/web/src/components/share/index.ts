export { ShareButton } from './share-button';
