import type { Component } from '@trybuna/api-client';
import type { AdVariant, AppVariant } from '@trybuna/domain';
import type { ReactNode } from 'react';

/** What every module renderer knows about the page it is on. */
export interface ModuleContext {
  locale: 'pl' | 'en';
  /** The site's own origins: links to them navigate in the app (000 §2.9). */
  ownOrigins: readonly string[];
  /** The origin this page is served on (article cards link by path when it is theirs). */
  origin?: string;
  /** The content API as the browser reaches it (likes, short links). */
  apiBase?: string;
  /** The CMS page the modules belong to (likes of a component: 000 §7.3). */
  pageId?: string;
  /** Whether the visitor is logged in. */
  signedIn: boolean;
  /**
   * The page, section or article is signed-in-only (000 §4.9): gated modules show a login
   * overlay instead of their content to anonymous visitors. Absent means not gated.
   */
  signedInOnly?: boolean;
  /** The app variant serving the page (football links: academy paths have no '/pilka-nozna'). */
  variant?: AppVariant;
  /**
   * The CMS main page's slug ('home', 'pilka-nozna'…) when the modules belong to one: the match
   * module's `main_page_home_visible` / `main_page_soccer_visible` settings (001 §2).
   */
  pageSlug?: string;
}

/** 000 §2.10: 'news' modules alternate the advertisement type by their order (`planModules`). */
export interface ModuleProps {
  component: Component;
  context: ModuleContext;
  /** Only for 'news' modules: odd for the 1st, 3rd… news module, even for the 2nd, 4th… */
  adVariant?: AdVariant;
  /** Only for 'gallery' modules: 0-based position among the page's galleries (000 §2.11). */
  galleryIndex?: number;
  /** The page's first module: its picture is the likely largest paint, loaded eagerly. */
  priority?: boolean;
}

/** A module kind's renderer: a synchronous server component. */
export type ModuleRenderer = (props: ModuleProps) => ReactNode;

/** Module kind → renderer. Kinds that are not keys render nothing. */
export type ModuleRegistry = Readonly<Record<string, ModuleRenderer>>;
