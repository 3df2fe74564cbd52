import type { ApiClient } from '../client';
import {
  contactFormReceiptSchema,
  type ContactFormBody,
  type ContactFormReceipt,
} from '../schemas/forms';
import { parseResponse, toRequestOptions, type CallOptions } from './parse';

export type { ContactFormBody, ContactFormReceipt } from '../schemas/forms';

/**
 * `POST contact_form` (001 §7) with the JSON body, the attachment as a base64 data URL: the
 * stored submission (201, once it and its file are committed). Refusals reject with an
 * `ApiError`: 422 with one error per field (`source.pointer` `/name`, `/email`, `/file`,
 * `/file/data`…; `message` is the first one's detail), 413 for a body past the limit, 429 past
 * the address's rate limit. The body is not checked here: the API decides.
 */
export async function postContactForm(
  client: ApiClient,
  body: ContactFormBody,
  options: CallOptions = {},
): Promise<ContactFormReceipt> {
  const response = await client.post('contact_form', body, toRequestOptions(options, undefined));
  return parseResponse(response, contactFormReceiptSchema).data;
}
