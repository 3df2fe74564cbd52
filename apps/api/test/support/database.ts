export { testDatabase } from '@trybuna/db/testing';
