'use client';

import dynamic from 'next/dynamic';

/**
 * The contact form, in a chunk of its own: only a page that shows a form loads its code (the
 * server's HTML preloads it there), not every CMS page the module registry reaches (docs/web.md
 * "What else keeps the first load short").
 */
export const ContactForm = dynamic(() => import('./contact-form').then((m) => m.ContactForm));
