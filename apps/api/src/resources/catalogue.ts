import { contacts, faqQuestions, images, paymentOptions, products } from '@trybuna/db/schema';
import { sanitizeField } from '../html/payload';
import { columnFilter } from '../jsonapi/filters';
import type { ResourceDefinition } from '../jsonapi/resource';
import type { DefinitionOptions } from './content';
import { imageRoot, imageVariants } from './urls';
import { imageVisible } from './visibility';

export function imageResource({ apiUrl, imageKeys }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'images',
    table: images,
    idColumn: images.id,
    attributes: {
      path: images.path,
      width: images.width,
      height: images.height,
      author: images.author,
      description: images.description,
      crops: images.crops,
    },
    // `path`: the site's 360° viewer finds its picture's URL by the path an iframe names.
    filters: {
      id: columnFilter(images.id, 'int'),
      path: columnFilter(images.path, 'text', ['eq']),
    },
    sorts: { id: images.id },
    defaultSort: ['id'],
    // Only pictures of published content the caller may see (docs/security.md "Pictures").
    visible: imageVisible,
    // 000 §3: variants holding {name}.url (thumb, full and the crops), keyed for the caller.
    present: (resource, _row, ctx) => {
      const { path, width, height, crops } = resource.attributes as {
        path: string;
        width: number;
        height: number;
        crops: Record<string, { x: number; y: number; width: number; height: number }>;
      };
      const root = imageRoot(apiUrl, imageKeys, path, ctx);
      return {
        ...resource,
        attributes: {
          ...resource.attributes,
          url: `${root}/${path}`,
          variants: imageVariants(root, { path, width, height, crops }),
        },
      };
    },
  };
}

export function productResource(): ResourceDefinition {
  return {
    type: 'products',
    table: products,
    idColumn: products.id,
    attributes: {
      name: products.name,
      price: products.price,
      currency: products.currency,
      external_url: products.externalUrl,
      is_new: products.isNew,
      is_on_promotion: products.isOnPromotion,
      promotion_price: products.promotionPrice,
      promotion_description: products.promotionDescription,
    },
    keys: { image: products.imageId },
    relationships: { image: { kind: 'one', type: 'images', key: 'image' } },
    filters: { id: columnFilter(products.id, 'int') },
    sorts: { id: products.id, name: products.name, price: products.price },
    defaultSort: ['id'],
  };
}

/** FAQ answers are CMS HTML (000 §3): sanitised as rich text. */
export function faqQuestionResource({ html }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'faq_questions',
    table: faqQuestions,
    idColumn: faqQuestions.id,
    attributes: { question: faqQuestions.question, answer: faqQuestions.answer },
    filters: { id: columnFilter(faqQuestions.id, 'int') },
    sorts: { id: faqQuestions.id },
    defaultSort: ['id'],
    present: (resource) => ({
      ...resource,
      attributes: {
        ...resource.attributes,
        answer: sanitizeField(resource.attributes.answer, html.rich),
      },
    }),
  };
}

/** A contact tile's body is CMS HTML (000 §3): sanitised as rich text. */
export function contactResource({ html }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'contacts',
    table: contacts,
    idColumn: contacts.id,
    attributes: {
      title: contacts.title,
      tagline: contacts.tagline,
      body: contacts.body,
      button_external_url: contacts.buttonExternalUrl,
      button_text: contacts.buttonText,
    },
    keys: { image: contacts.imageId },
    relationships: { image: { kind: 'one', type: 'images', key: 'image' } },
    filters: { id: columnFilter(contacts.id, 'int') },
    sorts: { id: contacts.id },
    defaultSort: ['id'],
    present: (resource) => ({
      ...resource,
      attributes: {
        ...resource.attributes,
        body: sanitizeField(resource.attributes.body, html.rich),
      },
    }),
  };
}

export function paymentOptionResource(): ResourceDefinition {
  return {
    type: 'payment_options',
    table: paymentOptions,
    idColumn: paymentOptions.id,
    attributes: { label: paymentOptions.label, url: paymentOptions.url },
    filters: { id: columnFilter(paymentOptions.id, 'int') },
    sorts: { position: paymentOptions.position, id: paymentOptions.id },
    defaultSort: ['position'],
  };
}
