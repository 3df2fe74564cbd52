import { badParameter } from '@trybuna/server';
import type { RequestContext, ResourceDefinition, ResourceObject, Row } from './resource';

/** A row as a JSON:API resource object: attributes by name, to-one linkage from its keys. */
export function toResource(
  definition: ResourceDefinition,
  row: Row,
  ctx: RequestContext,
  keyPrefix: string,
): ResourceObject {
  const attributes: Record<string, unknown> = {};
  for (const name of Object.keys(definition.attributes)) attributes[name] = row[name] ?? null;
  const resource: ResourceObject = { type: definition.type, id: String(row.id), attributes };
  const withheld = definition.withheld?.(row, ctx) ?? [];
  for (const [name, relationship] of Object.entries(definition.relationships ?? {})) {
    if (relationship.kind !== 'one' || withheld.includes(name)) continue;
    const id = row[`${keyPrefix}${relationship.key}`];
    const type = relationship.typeKey
      ? row[`${keyPrefix}${relationship.typeKey}`]
      : relationship.type;
    resource.relationships ??= {};
    resource.relationships[name] = {
      data: typeof id === 'number' && typeof type === 'string' ? { type, id: String(id) } : null,
    };
  }
  return definition.present ? definition.present(resource, row, ctx) : resource;
}

/**
 * `fields[type]=a,b` keeps only those attributes and relationships of resources of that type
 * (000 §7.1); a name the type does not have is a 400.
 */
export function applyFieldsets(
  resources: ResourceObject[],
  fields: Map<string, string[]>,
  definitionOf: (type: string) => ResourceDefinition,
): void {
  for (const [type, names] of fields) {
    const definition = definitionOf(type);
    const known = new Set([
      ...Object.keys(definition.attributes),
      ...Object.keys(definition.relationships ?? {}),
    ]);
    const unknown = names.find((name) => !known.has(name));
    if (unknown !== undefined) {
      throw badParameter(`fields[${type}]`, `fields[${type}]: ${type} has no field ${unknown}`);
    }
    const keep = new Set(names);
    for (const resource of resources) {
      if (resource.type !== type) continue;
      for (const name of Object.keys(resource.attributes)) {
        if (!keep.has(name)) Reflect.deleteProperty(resource.attributes, name);
      }
      for (const name of Object.keys(resource.relationships ?? {})) {
        if (!keep.has(name) && resource.relationships)
          Reflect.deleteProperty(resource.relationships, name);
      }
      if (resource.relationships && Object.keys(resource.relationships).length === 0) {
        delete resource.relationships;
      }
    }
  }
}
