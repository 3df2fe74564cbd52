import { createRequire } from 'node:module';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

/*
 * The JSON:API document schema, checked with ajv. `json-api-1.0.schema.json` is the official
 * schema of jsonapi.org (JSON Schema draft-06, "JSON API Schema"), vendored unchanged from the
 * npm package `jsonapi-validator` 3.0.5 (`lib/schema.json`, MIT; sha256 5011c555a68e4b97…). That
 * package itself pins ajv 5 and yargs 9 (82 packages), so only its schema is kept here. No
 * package on npm ships the 1.1 schema (jsonapi.org's is still marked draft); JSON:API 1.1 only
 * adds optional members to 1.0 (`lid`, `jsonapi.ext`/`profile`, link objects' `rel`/`title`…,
 * `@`-members, `source.header`), none of which this API writes, and a few rules the schema
 * cannot say: those are `jsonApi11Problems` below.
 */
const require = createRequire(import.meta.url);
const schema = require('./json-api-1.0.schema.json') as object;

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
addFormats(ajv);
ajv.addSchema(schema, 'json-api');
const validateSchema = ajv.compile({ $ref: 'json-api' });
/** The schema's three kinds of document: its errors are read against the document's own kind. */
const branch = (name: 'success' | 'failure' | 'info') =>
  ajv.compile({ $ref: `json-api#/definitions/${name}` });
const branches = { success: branch('success'), failure: branch('failure'), info: branch('info') };

/** JSON:API 1.1 member names: letters, digits, `-` and `_`, starting and ending with a letter or digit. */
const MEMBER_NAME = /^[a-zA-Z0-9](?:[-\w]*[a-zA-Z0-9])?$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): Json[] =>
  (Array.isArray(value) ? value : isObject(value) ? [value] : []).filter(isObject);
const keyOf = (resource: Json) => `${String(resource.type)}:${String(resource.id)}`;

/** Paths inside an attribute value holding a `relationships` or `links` member. */
function nestedForbidden(value: unknown, path: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => nestedForbidden(item, `${path}/${String(i)}`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([name, inner]) => [
    ...(name === 'relationships' || name === 'links' ? [`${path}/${name}`] : []),
    ...nestedForbidden(inner, `${path}/${name}`),
  ]);
}

/** The rules of JSON:API 1.1 that the schema does not check, for one resource object. */
function resourceProblems(resource: Json, where: string): string[] {
  const problems: string[] = [];
  const attributes = isObject(resource.attributes) ? resource.attributes : {};
  const relationships = isObject(resource.relationships) ? resource.relationships : {};
  for (const name of [...Object.keys(attributes), ...Object.keys(relationships)]) {
    if (!MEMBER_NAME.test(name)) problems.push(`${where}: member name "${name}"`);
    if (name === 'type' || name === 'id') problems.push(`${where}: a field named "${name}"`);
    if (name in attributes && name in relationships) {
      problems.push(`${where}: "${name}" is both an attribute and a relationship`);
    }
  }
  for (const [name, value] of Object.entries(attributes)) {
    for (const path of nestedForbidden(value, `${where}/attributes/${name}`)) {
      problems.push(`${path}: no relationships or links member inside an attribute`);
    }
  }
  return problems;
}

/**
 * What JSON:API 1.1 asks of a document beyond its schema: member names, fields that share one
 * namespace (no attribute or relationship named `type` or `id`, none both), no `relationships`
 * or `links` member inside an attribute's value, each resource once (`type` + `id`), full
 * linkage (every included resource reached from the primary data through relationships), and
 * error objects with at least one member.
 */
function jsonApi11Problems(document: Json): string[] {
  const problems: string[] = [];
  const primary = listOf(document.data);
  const included = listOf(document.included);
  primary.forEach((resource, i) =>
    problems.push(...resourceProblems(resource, `/data/${String(i)}`)),
  );
  included.forEach((resource, i) =>
    problems.push(...resourceProblems(resource, `/included/${String(i)}`)),
  );
  const seen = new Set<string>();
  for (const resource of [...primary, ...included]) {
    if (resource.id === undefined) continue;
    if (seen.has(keyOf(resource))) problems.push(`${keyOf(resource)} appears twice`);
    seen.add(keyOf(resource));
  }
  // Full linkage: walk the relationships from the primary data through `included`.
  const byKey = new Map(included.map((resource) => [keyOf(resource), resource]));
  const reached = new Set(primary.map(keyOf));
  const queue = [...primary];
  for (let resource = queue.shift(); resource; resource = queue.shift()) {
    const relationships = isObject(resource.relationships) ? resource.relationships : {};
    for (const relationship of Object.values(relationships)) {
      const linkage = isObject(relationship) ? relationship.data : undefined;
      for (const identifier of listOf(linkage)) {
        const key = keyOf(identifier);
        const target = byKey.get(key);
        if (reached.has(key) || !target) continue;
        reached.add(key);
        queue.push(target);
      }
    }
  }
  for (const resource of included) {
    if (!reached.has(keyOf(resource))) problems.push(`${keyOf(resource)}: included but not linked`);
  }
  listOf(document.errors).forEach((error, i) => {
    if (Object.keys(error).length === 0) problems.push(`/errors/${String(i)} is empty`);
  });
  return problems;
}

const describe = (error: ErrorObject) =>
  `${error.instancePath || '/'} ${error.message ?? ''}${
    error.keyword === 'additionalProperties'
      ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
      : ''
  }`;

/**
 * Every way the document fails JSON:API: the official schema's errors (read against the kind
 * of document it is, success, failure or meta only, as the schema's `oneOf` of the three
 * reports each), then the 1.1 rules above. Empty when it is a valid document.
 */
export function jsonApiProblems(document: unknown): string[] {
  let schemaProblems: string[] = [];
  if (!validateSchema(document)) {
    const kind = isObject(document)
      ? 'errors' in document
        ? branches.failure
        : 'data' in document
          ? branches.success
          : branches.info
      : validateSchema;
    kind(document);
    const errors = kind.errors ?? validateSchema.errors ?? [];
    schemaProblems = [...new Set(errors.map(describe))];
    if (schemaProblems.length === 0) schemaProblems = ['not one kind of JSON:API document'];
  }
  return [
    ...schemaProblems,
    ...(isObject(document) ? jsonApi11Problems(document) : ['not an object']),
  ];
}
