import * as z from 'zod/mini';

/** A deserialised resource's id: a non-empty string. */
export const idField = z.string().check(z.minLength(1));

/** Optional, possibly null, fields: sparse fieldsets and missing includes must not break a page. */
export const text = z.nullish(z.string());
export const int = z.nullish(z.number());
export const flag = z.nullish(z.boolean());
/** SQL numerics (prices, odds) may arrive as numbers or strings. */
export const decimal = z.nullish(z.union([z.number(), z.string()]));

/**
 * A resource of one JSON:API type: id and type are checked, every other field is optional and
 * unknown fields pass through.
 */
export function resource<T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) {
  return z.looseObject({ id: idField, type: z.literal(type), ...shape });
}

/**
 * A resource whose attributes include one named `type` (articles, squads, incidents): the
 * deserialised `type` is then that attribute, so any non-empty string is accepted.
 */
export function typedResource<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.looseObject({ id: idField, type: z.string().check(z.minLength(1)), ...shape });
}

/** Any linked resource, for links whose type varies (a survey answer's player or club). */
export const anyResourceSchema = z.looseObject({
  id: idField,
  type: z.string().check(z.minLength(1)),
});

/** 000 §3 image: variants holding `{name}.url` (thumb, full, the crops). */
export const imageSchema = resource('images', {
  path: text,
  url: text,
  width: int,
  height: int,
  author: text,
  description: text,
  crops: z.nullish(z.record(z.string(), z.unknown())),
  variants: z.nullish(z.record(z.string(), z.looseObject({ url: z.string() }))),
});

/** 000 §3 tag: name and slug. */
export const tagSchema = resource('tags', { name: text, slug: text });

export const publicationCategorySchema = resource('publication_categories', {
  name: text,
  slug: text,
});

/** 000 §3 static page type (slug, name). */
export const pageTypeSchema = resource('page_types', { slug: text, name: text });

export const clubSchema = resource('clubs', {
  name: text,
  short_name: text,
  code: text,
  likes_count: int,
  image: z.nullish(imageSchema),
});

export const venueSchema = resource('venues', { name: text, city: text });

/** 000 §3 product module item. */
export const productSchema = resource('products', {
  name: text,
  price: decimal,
  currency: text,
  external_url: text,
  is_new: flag,
  is_on_promotion: flag,
  promotion_price: decimal,
  promotion_description: text,
  image: z.nullish(imageSchema),
});

/** 000 §3 contact tile. */
export const contactSchema = resource('contacts', {
  title: text,
  tagline: text,
  body: text,
  button_external_url: text,
  button_text: text,
  image: z.nullish(imageSchema),
});

export const faqQuestionSchema = resource('faq_questions', { question: text, answer: text });

/** 001 §3 payment option. */
export const paymentOptionSchema = resource('payment_options', { label: text, url: text });

export type Image = z.infer<typeof imageSchema>;
export type Tag = z.infer<typeof tagSchema>;
export type PublicationCategory = z.infer<typeof publicationCategorySchema>;
export type PageType = z.infer<typeof pageTypeSchema>;
export type Club = z.infer<typeof clubSchema>;
export type Venue = z.infer<typeof venueSchema>;
export type Product = z.infer<typeof productSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;
export type PaymentOption = z.infer<typeof paymentOptionSchema>;
