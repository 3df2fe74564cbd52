import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressKey, ApiError } from '@trybuna/server';
import type { SignedInUser } from './user-token';

/** A limiter made by `@fastify/rate-limit`'s `createRateLimit`. */
export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimiterOptions = Parameters<FastifyInstance['createRateLimit']>[0];

/** How a per-fan budget admits and refuses (see `perUserGuard`). */
export interface PerUserGuardOptions {
  /**
   * The budget's name, also the prefix of its keys: one budget per name and app, whichever
   * prefix (`/api/v3`, `/api/v2`) and route the guard runs on.
   */
  name: string;
  /** Calls one fan may make per minute (the first guard made under a name sets it). */
  perMinute: number;
  /** Who may call: the signed-in fan, or throws (401, 403) before the budget is counted. */
  admit: (request: FastifyRequest) => SignedInUser;
  /** The 429's detail for a budget of `max` per minute. */
  tooMany: (max: number) => string;
}

/** An `onRequest` hook answering 401/403, then 429 with `Retry-After`, else the fan. */
export type PerUserGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<SignedInUser>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The limiter named `name`, made with `options` on first use and the same one after
     * (both prefixes register the routes: a budget is counted once, not once per prefix).
     */
    sharedLimit: (name: string, options: LimiterOptions) => Limiter;
    /** A signed-in fan's own rate limit over a group of routes (comments, votes, quiz play…). */
    perUserGuard: (options: PerUserGuardOptions) => PerUserGuard;
  }
}

/**
 * Rate limits shared by the routes of both prefixes (after `@fastify/rate-limit`): named
 * limiters made once per app, and the per-fan guard of the signed-in writes, keyed by the
 * fan's sso subject (the client address when there is none, which `admit` refuses anyway).
 */
export const rateLimits = fp(
  (app: FastifyInstance, _options: unknown, done: (err?: Error) => void) => {
    const limiters = new Map<string, Limiter>();
    const sharedLimit = (name: string, options: LimiterOptions): Limiter => {
      let limiter = limiters.get(name);
      if (!limiter) {
        limiter = app.createRateLimit(options);
        limiters.set(name, limiter);
      }
      return limiter;
    };
    app.decorate('sharedLimit', sharedLimit);
    app.decorate('perUserGuard', (options: PerUserGuardOptions): PerUserGuard => {
      const limit = sharedLimit(options.name, {
        max: options.perMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `${options.name}:${request.user?.sub ?? addressKey(request.ip)}`,
      });
      return async (request, reply) => {
        const user = options.admit(request);
        const outcome = await limit(request);
        if (!outcome.isAllowed && outcome.isExceeded) {
          reply.header('retry-after', String(outcome.ttlInSeconds));
          throw new ApiError(429, options.tooMany(outcome.max));
        }
        return user;
      };
    });
    done();
  },
  { name: 'trybuna-rate-limits', fastify: '5.x', dependencies: ['@fastify/rate-limit'] },
);

/** `admit` of the fans' own writes: the signed-in fan, or 401 "Sign in to {doing}". */
export const signedInTo =
  (doing: string) =>
  (request: FastifyRequest): SignedInUser => {
    if (!request.user) throw new ApiError(401, `Sign in to ${doing}`);
    return request.user;
  };
