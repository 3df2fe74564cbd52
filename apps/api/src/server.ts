import { createRemoteJWKSet } from 'jose';
import { loadEnvOrExit, refuseStart } from '@trybuna/config/env';
import { listenUntilSignal } from '@trybuna/server';
import { buildApi } from './app';
import { demoContentRefusal, imageDirs, mediaDir, prepareDatabase } from './boot';
import { createHtmlSanitizer } from './html/sanitizer';
import { redisAdapter } from './live';
import { jwksUrl } from './plugins/user-token';

// A bad variable (or a weak secret in PROD) stops the start here, named on stderr.
const env = loadEnvOrExit();
const database = await prepareDatabase(env, (message) => {
  console.log(message);
});
// PROD on a database holding the demo content: one line, status 78 (docs/security.md).
const refusal = await demoContentRefusal(database, env);
if (refusal) {
  await database.close();
  refuseStart(refusal);
}
// Several API processes share live broadcasts through Redis; one process needs none.
const adapter = env.cable.redisUrl
  ? await redisAdapter(
      env.cable.redisUrl,
      (message, error) => {
        console.error(message, error instanceof Error ? error.message : '');
      },
      createHtmlSanitizer(Object.values(env.origins)),
    )
  : undefined;
const app = await buildApi({
  database,
  publicUrl: env.urls.api,
  apiKey: env.apiKey,
  likesPerMinute: env.likesPerMinute,
  contactForms: { perWindow: env.contactFormsPer10Minutes },
  allowedOrigins: Object.values(env.origins),
  images: { ...imageDirs(env), limits: { missesPerMinute: env.imageRendersPerMinute } },
  mediaDir: mediaDir(env),
  logLevel: env.logLevel,
  trustProxy: env.trustProxy,
  personalData: { retentionDays: env.personalDataRetentionDays },
  previewSecret: env.previewSecret,
  userTokens: {
    issuer: env.urls.sso,
    keys: createRemoteJWKSet(jwksUrl(env.urls.sso)),
  },
  live: {
    ...(adapter ? { adapter } : {}),
    maxConnectionsPerAddress: env.cable.maxConnectionsPerAddress,
  },
});
await listenUntilSignal(app, { host: env.host, port: env.ports.api });
