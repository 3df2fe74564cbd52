import type { Component } from '@trybuna/api-client';
import type { ModuleContext } from './types';

/** Fixtures for the module tests: components as the API client hands them over. */
export const OWN_ORIGIN = 'https://trybuna.example';

export const CONTEXT: ModuleContext = {
  locale: 'pl',
  ownOrigins: [OWN_ORIGIN, 'https://akademia.trybuna.example'],
  signedIn: false,
};

let nextId = 1;

export function component(kind: string, attributes: Record<string, unknown> = {}): Component {
  nextId += 1;
  return { id: String(nextId), type: 'components', kind, index: nextId, ...attributes };
}

/** An image resource with the API's variants (web, full, thumb, plus the given crops). */
export function image(overrides: Record<string, unknown> = {}, crops: string[] = []) {
  const variants: Record<string, { url: string }> = {};
  for (const name of ['thumb', 'full', 'web', ...crops]) {
    variants[name] = { url: `${OWN_ORIGIN}/images/${name}/photo.jpg` };
  }
  return {
    id: '77',
    type: 'images' as const,
    path: 'photo.jpg',
    url: `${OWN_ORIGIN}/images/photo.jpg`,
    width: 3000,
    height: 2000,
    author: null,
    description: null,
    crops: {},
    variants,
    ...overrides,
  };
}
