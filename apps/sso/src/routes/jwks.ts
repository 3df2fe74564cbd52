import type { FastifyInstance } from 'fastify';
import type { SsoContext } from '../context';

/** `GET /.well-known/jwks.json`: the public halves of the signing keys (never `d`). */
export function jwksRoutes(app: FastifyInstance, ctx: SsoContext): void {
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    const { publicJwks } = await ctx.keys.get();
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .type('application/json; charset=utf-8')
      .send({ keys: publicJwks });
  });
}
