import { badParameter } from '@trybuna/server';
import type { ResourceDefinition } from './resource';

/** `['components.image', 'components.articles.image', 'tags']` as a tree of relationship names. */
export type IncludeTree = Map<string, IncludeTree>;

/**
 * Parses dotted include paths and checks every step against the definitions: an unknown
 * relationship anywhere on a path is a 400 naming the path (own relationships only, so
 * `constructor` or `__proto__` name nothing). Path count and depth are bounded by `parseQuery`.
 */
export function includeTree(
  paths: string[],
  root: ResourceDefinition,
  definitionOf: (type: string) => ResourceDefinition,
): IncludeTree {
  const tree: IncludeTree = new Map();
  for (const path of paths) {
    let node = tree;
    let definition = root;
    for (const name of path.split('.')) {
      const relationships = definition.relationships ?? {};
      const relationship = Object.hasOwn(relationships, name) ? relationships[name] : undefined;
      if (!relationship) {
        throw badParameter(
          'include',
          `include: ${definition.type} has no relationship ${name} (in ${path})`,
        );
      }
      let child = node.get(name);
      if (!child) {
        child = new Map();
        node.set(name, child);
      }
      node = child;
      // A polymorphic link is checked against its first type; its types share what is included.
      definition = definitionOf(relationship.type);
    }
  }
  return tree;
}
