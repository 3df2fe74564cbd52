/**
 * The baseline: bare Fastify answering every GET with a constant JSON body (read from
 * BODY_FILE, or `{"status":"ok"}`), so the API's figures can be read as a ratio of it.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = process.env.BODY_FILE
  ? readFileSync(process.env.BODY_FILE, 'utf8')
  : '{"status":"ok"}';
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type('application/json').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
