import { describe, expect, it } from 'vitest';
import { deserialise, jsonApiDocumentSchema, ResponseShapeError, successResponse } from '../src';

const doc = (value: unknown) => jsonApiDocumentSchema.parse(value);

describe('JSON:API deserialisation (000 §7.1)', () => {
  const articles = doc({
    data: [
      {
        type: 'articles',
        id: '1',
        attributes: { title: 'Zwycięstwo', likes_count: 3 },
        relationships: {
          image: { data: { type: 'images', id: '1' } },
          tags: {
            data: [
              { type: 'tags', id: '1' },
              { type: 'tags', id: '2' },
            ],
          },
          publication_category: { data: null },
        },
      },
      {
        type: 'articles',
        id: '2',
        attributes: { title: 'Galeria' },
        relationships: { image: { data: { type: 'images', id: '1' } }, tags: { data: [] } },
      },
    ],
    included: [
      { type: 'images', id: '1', attributes: { path: 'a.jpg' } },
      { type: 'tags', id: '1', attributes: { name: 'Liga', slug: 'liga' } },
      { type: 'tags', id: '2', attributes: { name: 'U19', slug: 'u19' } },
    ],
  });

  it('each resource becomes { id, type, ...attributes } with relationships from included', () => {
    expect(deserialise(articles)).toEqual([
      {
        id: '1',
        type: 'articles',
        title: 'Zwycięstwo',
        likes_count: 3,
        image: { id: '1', type: 'images', path: 'a.jpg' },
        tags: [
          { id: '1', type: 'tags', name: 'Liga', slug: 'liga' },
          { id: '2', type: 'tags', name: 'U19', slug: 'u19' },
        ],
        publication_category: null,
      },
      {
        id: '2',
        type: 'articles',
        title: 'Galeria',
        image: { id: '1', type: 'images', path: 'a.jpg' },
        tags: [],
      },
    ]);
  });

  it('resolves nested includes recursively (page → components → articles → image)', () => {
    const page = deserialise(
      doc({
        data: {
          type: 'pages',
          id: '1',
          attributes: { slug: 'home' },
          relationships: { components: { data: [{ type: 'components', id: '7' }] } },
        },
        included: [
          {
            type: 'components',
            id: '7',
            attributes: { kind: 'news', index: 0 },
            relationships: { articles: { data: [{ type: 'articles', id: '3' }] } },
          },
          {
            type: 'articles',
            id: '3',
            attributes: { title: 'T' },
            relationships: { image: { data: { type: 'images', id: '9' } } },
          },
          { type: 'images', id: '9', attributes: { path: 'p.jpg' } },
        ],
      }),
    );
    expect(page).toEqual({
      id: '1',
      type: 'pages',
      slug: 'home',
      components: [
        {
          id: '7',
          type: 'components',
          kind: 'news',
          index: 0,
          articles: [
            {
              id: '3',
              type: 'articles',
              title: 'T',
              image: { id: '9', type: 'images', path: 'p.jpg' },
            },
          ],
        },
      ],
    });
  });

  it('a linkage that included does not resolve stays { id, type }', () => {
    const match = deserialise(
      doc({
        data: {
          type: 'matches',
          id: '1',
          attributes: { status: 'ended' },
          relationships: {
            home_squad: { data: { type: 'squads', id: '1' } },
            incidents: { data: [{ type: 'incidents', id: '4' }] },
          },
        },
      }),
    );
    expect(match).toEqual({
      id: '1',
      type: 'matches',
      status: 'ended',
      home_squad: { id: '1', type: 'squads' },
      incidents: [{ id: '4', type: 'incidents' }],
    });
  });

  it('cycles end: a resource already being expanded appears with its attributes only', () => {
    const squad = deserialise(
      doc({
        data: {
          type: 'squads',
          id: '1',
          attributes: { name: 'Pierwsza' },
          relationships: {
            squad_players: { data: [{ type: 'squad_players', id: '2' }] },
            myself: { data: { type: 'squads', id: '1' } },
          },
        },
        included: [
          {
            type: 'squad_players',
            id: '2',
            attributes: { last_name: 'Napastnik' },
            relationships: { squad: { data: { type: 'squads', id: '1' } } },
          },
        ],
      }),
    );
    expect(squad).toEqual({
      id: '1',
      type: 'squads',
      name: 'Pierwsza',
      squad_players: [
        {
          id: '2',
          type: 'squad_players',
          last_name: 'Napastnik',
          squad: { id: '1', type: 'squads', name: 'Pierwsza' },
        },
      ],
      myself: { id: '1', type: 'squads', name: 'Pierwsza' },
    });
    expect(() => JSON.stringify(squad)).not.toThrow();
  });

  it('a resource reached twice on different paths is expanded on each (not a cycle)', () => {
    const list = deserialise(articles);
    expect(Array.isArray(list)).toBe(true);
    const [first, second] = Array.isArray(list) ? list : [];
    expect(first?.image).toEqual({ id: '1', type: 'images', path: 'a.jpg' });
    expect(second?.image).toEqual(first?.image);
    expect(second?.image).not.toBe(first?.image);
  });

  it("the spec's type field, sent as {resource}_type, is what type reads again", () => {
    // JSON:API reserves `type`: the API sends article_type, squad_type, incident_type…
    const document = doc({
      data: [
        { type: 'articles', id: '6', attributes: { article_type: 'News', title: 'T' } },
        { type: 'squads', id: '1', attributes: { squad_type: 'football' } },
        { type: 'incidents', id: '2', attributes: { incident_type: 'goal', minute: 3 } },
        {
          type: 'match_centre_components',
          id: '3',
          attributes: { match_centre_component_type: 'text' },
        },
        { type: 'articles', id: '7', attributes: { article_type: null } },
        { type: 'tags', id: '8', attributes: { article_type: 'kept', name: 'Liga' } },
      ],
    });
    expect(deserialise(document)).toEqual([
      { id: '6', type: 'News', title: 'T' },
      { id: '1', type: 'football' },
      { id: '2', type: 'goal', minute: 3 },
      { id: '3', type: 'text' },
      { id: '7', type: 'articles' },
      { id: '8', type: 'tags', article_type: 'kept', name: 'Liga' },
    ]);
  });

  it("an attribute named type is what type reads (an article's News); id is always the id", () => {
    expect(
      deserialise(
        doc({
          data: { type: 'articles', id: '6', attributes: { type: 'StaticPage', id: 'x' } },
        }),
      ),
    ).toEqual({ id: '6', type: 'StaticPage' });
    expect(
      deserialise(doc({ data: { type: 'squads', id: '1', attributes: { type: null } } })),
    ).toEqual({ id: '1', type: 'squads' });
  });

  it('relationships without data (links only) are left out; null data is null', () => {
    expect(
      deserialise(
        doc({
          data: {
            type: 'articles',
            id: '1',
            relationships: { tags: { links: { related: '/x' } }, image: { data: null } },
          },
        }),
      ),
    ).toEqual({ id: '1', type: 'articles', image: null });
    expect(deserialise(doc({ data: null }))).toBeNull();
  });

  it('numeric ids are read as strings', () => {
    expect(deserialise(doc({ data: { type: 'tags', id: 5, attributes: {} } }))).toEqual({
      id: '5',
      type: 'tags',
    });
  });
});

describe('successful responses', () => {
  it('JSON:API: data deserialised, with meta and links', () => {
    const response = successResponse(
      200,
      {
        data: [],
        meta: { pagination: { current: 1, last: 1, next: null } },
        links: { self: '/x' },
      },
      { etag: 'W/"1"' },
    );
    expect(response).toEqual({
      status: 200,
      data: [],
      headers: { etag: 'W/"1"' },
      meta: { pagination: { current: 1, last: 1, next: null } },
      links: { self: '/x' },
    });
  });

  it('204 → data null; a body that is not JSON:API is returned as it is', () => {
    expect(successResponse(204, null, {}).data).toBeNull();
    expect(successResponse(200, { ok: true }, {}).data).toEqual({ ok: true });
    expect(successResponse(200, 'plain text', {}).data).toBe('plain text');
  });

  it('a document whose resources have no type is a ResponseShapeError', () => {
    expect(() => successResponse(200, { data: [{ id: '1' }] }, {})).toThrow(ResponseShapeError);
  });
});
