import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, matchCentreComponents } from '@trybuna/db/schema';
import { testApiWithDatabase } from '../support/app';

/**
 * 001 §1 "like … match-centre components": a timeline item is liked with 000 §3's type
 * `component`, as a CMS page component is (the two tables share one id sequence), and carries
 * its `likes_count`; the older type `match_centre_component` is still accepted and counts the
 * same.
 */
describe('likes on match-centre timeline items', () => {
  let app: FastifyInstance;
  let itemId = '';
  let componentId = '';
  beforeAll(async () => {
    const built = await testApiWithDatabase({ likesPerMinute: 100_000 }, async (database) => {
      const [component] = await database.db
        .insert(components)
        .values({ index: 0, kind: 'text' })
        .returning({ id: components.id });
      componentId = String(component?.id);
      const [row] = await database.db
        .insert(matchCentreComponents)
        .values({ matchId: 1, type: 'text', minute: 3, payload: { html: '<p>Gol!</p>' } })
        .returning({ id: matchCentreComponents.id });
      itemId = String(row?.id);
    });
    app = built.app;
  });
  afterAll(() => app.close());

  const like = (type: string, id: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v3/likes',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({
        data: {
          type: 'like',
          attributes: { virtual_user_id: randomUUID() },
          relationships: { resource: { data: { id, type } } },
        },
      }),
    });
  const count = async () =>
    (
      await app.inject({
        url: `/api/v3/match_centre_components?filter[match_id_eq]=1&fields[match_centre_components]=likes_count`,
      })
    )
      .json<{ data: { id: string; attributes: { likes_count: number } }[] }>()
      .data.find((item) => item.id === itemId)?.attributes.likes_count;

  it('a page component and a timeline item never share an id', () => {
    expect(itemId).not.toBe(componentId);
  });

  it("an item starts at 0; each like of type 'component' → 201 and likes_count + 1", async () => {
    expect(await count()).toBe(0);
    const first = await like('component', itemId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      data: { relationships: { resource: { data: { type: 'component', id: itemId } } } },
      meta: { likes_count: 1 },
    });
    await like('component', itemId);
    expect(await count()).toBe(2);
  });

  it("the older type 'match_centre_component' still counts on the same item", async () => {
    const old = await like('match_centre_component', itemId);
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({ meta: { likes_count: 3 } });
    expect(await count()).toBe(3);
    // It names timeline items only: a page component's id is not one.
    expect((await like('match_centre_component', componentId)).statusCode).toBe(404);
  });

  it("a page component liked as 'component' has its own count", async () => {
    const liked = await like('component', componentId);
    expect(liked.statusCode).toBe(201);
    expect(liked.json()).toMatchObject({ meta: { likes_count: 1 } });
    expect(await count()).toBe(3);
  });

  it('an id that is neither → 404', async () => {
    expect((await like('component', '999999')).statusCode).toBe(404);
    expect((await like('match_centre_component', '999999')).statusCode).toBe(404);
    expect(await count()).toBe(3);
  });
});
