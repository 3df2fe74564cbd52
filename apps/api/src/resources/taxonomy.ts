import { pageTypes, publicationCategories, tags } from '@trybuna/db/schema';
import { columnFilter } from '../jsonapi/filters';
import type { ResourceDefinition } from '../jsonapi/resource';

/** How content is sorted and found: tags, publication categories and page types (000 §3). */
export function tagResource(): ResourceDefinition {
  return {
    type: 'tags',
    table: tags,
    idColumn: tags.id,
    attributes: { name: tags.name, slug: tags.slug },
    filters: { slug: columnFilter(tags.slug, 'text'), name: columnFilter(tags.name, 'text') },
    sorts: { name: tags.name, slug: tags.slug, id: tags.id },
    defaultSort: ['name'],
  };
}

export function publicationCategoryResource(): ResourceDefinition {
  return {
    type: 'publication_categories',
    table: publicationCategories,
    idColumn: publicationCategories.id,
    attributes: { name: publicationCategories.name, slug: publicationCategories.slug },
    filters: { id: columnFilter(publicationCategories.id, 'int') },
    sorts: { id: publicationCategories.id, name: publicationCategories.name },
    defaultSort: ['id'],
  };
}

export function pageTypeResource(): ResourceDefinition {
  return {
    type: 'page_types',
    table: pageTypes,
    idColumn: pageTypes.id,
    attributes: { slug: pageTypes.slug, name: pageTypes.name },
    filters: { slug: columnFilter(pageTypes.slug, 'text') },
    sorts: { slug: pageTypes.slug, id: pageTypes.id },
    defaultSort: ['slug'],
  };
}
