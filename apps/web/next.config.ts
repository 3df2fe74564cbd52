import type { NextConfig } from 'next';

const config: NextConfig = {
  // The workspace packages ship TypeScript sources.
  transpilePackages: ['@trybuna/api-client', '@trybuna/config', '@trybuna/domain'],
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks every workspace; `npm start` should not spend a minute doing it again.
  typescript: { ignoreBuildErrors: true },
};

export default config;
