'use client';

import { lazyIsland } from '@/components/islands/lazy-island';
// Its rules join the page's stylesheet (a lazy chunk's own CSS would be a file of its own).
import './contact-form.module.css';

/**
 * The contact form, in a chunk of its own: only a page that shows a form loads its code, not
 * every CMS page the module registry reaches (docs/web.md "What keeps the first load short").
 */
export const ContactForm = lazyIsland(() => import('./contact-form').then((m) => m.ContactForm));
