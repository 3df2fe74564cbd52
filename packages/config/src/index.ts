export * from './club-schema';
export * from './club';
export { demoClub } from './demo-club';
export { crestSvg } from './crest-svg';
